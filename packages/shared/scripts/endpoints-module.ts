import * as shared from '../src/index.ts';
import { API_CONTRACT } from '../src/contract/index.ts';
import type { Contract } from '../src/contract/endpoint.ts';

/**
 * The text of endpoints.generated.ts: each domain's contract as method-and-path addresses, under
 * the name the contract is exported by, typed from the contract itself (a type-only import, so
 * the browser loads no schema). Written by write-endpoints.ts.
 */
export function endpointsModule(): string {
  const exportNames = new Map<Contract, string>();
  for (const [name, value] of Object.entries(shared)) {
    if (name.endsWith('Contract')) exportNames.set(value as Contract, name);
  }
  const blocks = Object.entries(API_CONTRACT).map(([domain, contract]) => {
    const name = exportNames.get(contract);
    if (!name)
      throw new Error(`API_CONTRACT.${domain} is not exported by a name ending in Contract`);
    const entries = Object.entries(contract).map(
      ([key, e]) => `  ${key}: { method: '${e.method}', path: '${e.path}' },`,
    );
    return `export const ${name}: AddressesOf<Declared['${domain}']> = {\n${entries.join('\n')}\n};\n`;
  });
  return [
    '// Written by `npm run contract:endpoints` from contract/index.ts: do not edit by hand.',
    "// The browser's view of the contract: each endpoint's method and path, typed by its",
    '// declaration, without the schemas (and zod) that the server validates with.',
    "import type { AddressesOf } from './contract/endpoint.ts';",
    "import type { API_CONTRACT } from './contract/index.ts';",
    '',
    'type Declared = typeof API_CONTRACT;',
    '',
    blocks.join('\n'),
  ].join('\n');
}
