import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { endpointsModule } from './endpoints-module.ts';

// `npm run contract:endpoints`: writes src/endpoints.generated.ts from the contract, after an
// endpoint is added, renamed or moved (endpoints-module.test.ts fails until then).
const target = fileURLToPath(new URL('../src/endpoints.generated.ts', import.meta.url));
writeFileSync(target, endpointsModule());
console.log(`wrote ${target}`);
