import * as shared from '../src/index.ts';
import { API_CONTRACT } from '../src/contract/index.ts';
import type { Contract } from '../src/contract/endpoint.ts';

const HEADER = [
  '// Written by `npm run contract:endpoints` from contract/index.ts: do not edit by hand.',
  "// The browser's view of the contract: each endpoint's method and path, typed by its",
  '// declaration, without the schemas (and zod) that the server validates with.',
];

const fileOf = (domain: string) => `${domain.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.ts`;

/**
 * The files of src/endpoints/, by name: one per domain of API_CONTRACT, its endpoints as
 * method-and-path addresses under the name its contract is exported by, typed from the contract
 * itself (a type-only import, so the browser loads no schema), and index.ts re-exporting them.
 * One file per domain so that a page's bundle holds only the addresses its own code calls.
 * Written by write-endpoints.ts.
 */
export function endpointsModules(): Map<string, string> {
  const exportNames = new Map<Contract, string>();
  for (const [name, value] of Object.entries(shared)) {
    if (name.endsWith('Contract')) exportNames.set(value as Contract, name);
  }
  const files = new Map<string, string>();
  const index: string[] = [];
  for (const [domain, contract] of Object.entries(API_CONTRACT)) {
    const name = exportNames.get(contract);
    if (!name) {
      throw new Error(`API_CONTRACT.${domain} is not exported by a name ending in Contract`);
    }
    const entries = Object.entries(contract).map(
      ([key, e]) => `  ${key}: { method: '${e.method}', path: '${e.path}' },`,
    );
    files.set(
      fileOf(domain),
      [
        ...HEADER,
        "import type { AddressesOf } from '../contract/endpoint.ts';",
        "import type { API_CONTRACT } from '../contract/index.ts';",
        '',
        `export const ${name}: AddressesOf<(typeof API_CONTRACT)['${domain}']> = {`,
        ...entries,
        '};',
        '',
      ].join('\n'),
    );
    index.push(`export { ${name} } from './${fileOf(domain)}';`);
  }
  files.set('index.ts', [...HEADER, ...index, ''].join('\n'));
  return files;
}
