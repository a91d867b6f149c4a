import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { endpointsModules } from './endpoints-module.ts';

// `npm run contract:endpoints`: writes src/endpoints/ from the contract, after an endpoint is
// added, renamed or moved (endpoints-module.test.ts fails until then). A domain that went
// takes its file with it.
const folder = fileURLToPath(new URL('../src/endpoints/', import.meta.url));
mkdirSync(folder, { recursive: true });
const files = endpointsModules();
for (const old of readdirSync(folder)) if (!files.has(old)) rmSync(join(folder, old));
for (const [name, text] of files) writeFileSync(join(folder, name), text);
console.log(`wrote ${files.size} files in ${folder}`);
