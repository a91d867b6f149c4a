import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The web app calls the API through the endpoint contract only (lint/endpoint-calls.js,
// eslint.config.js): small sources linted as if they were files of the web app.

const root = resolve(import.meta.dirname, '..');
// The import rules walk the real tree from each source; they are layout.test.ts's business.
const eslint = new ESLint({
  cwd: root,
  ignore: false,
  overrideConfig: {
    files: ['**/*.{ts,tsx}'],
    rules: { 'import-x/no-cycle': 'off', 'import-x/no-restricted-paths': 'off' },
  },
});
const RULE = 'haat/endpoint-calls';

async function endpointErrors(code: string, filePath = 'apps/web/src/features/listings/api.ts') {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return result!.messages.filter((m) => m.ruleId === RULE).map((m) => m.message);
}

// The first lint reads the config and the parser: seconds on a loaded machine.
describe('the web app calls endpoints of the contract', { timeout: 30_000 }, () => {
  it('fails for a path that is not an endpoint of the contract', async () => {
    // A path of no endpoint, and one of an endpoint, written by hand: neither is checked.
    expect(
      await endpointErrors(
        "import { api } from '@/lib/api-client.ts';\nexport const f = () => api.get('/userAdmin/product/fetchAlll');\n",
      ),
    ).toEqual([expect.stringMatching(/^api\.get\(\) calls a path by hand/)]);
    expect(
      await endpointErrors(
        "import { api } from '@/lib/api-client.ts';\nexport const f = (id: string) => api(`/public/product/${id}` as never, undefined);\n",
      ),
    ).toEqual([expect.stringMatching(/^api\(\) takes an endpoint of @haat\/shared\/endpoints/)]);
    expect(
      await endpointErrors("export const f = () => fetch('/api/public/search?q=tea');\n"),
    ).toEqual([
      expect.stringMatching(/'\/api\/public\/search\?q=tea' is an API path written by hand/),
    ]);
    expect(
      await endpointErrors(
        'export const stream = (token: string) => new EventSource(`/api/userAdmin/notification/stream?token=${token}`);\n',
      ),
    ).toHaveLength(1);
  });

  it("fails for a contract imported with the server's schemas", async () => {
    expect(
      await endpointErrors(
        "import { leadsContract } from '@haat/shared';\nexport const e = leadsContract;\n",
      ),
    ).toEqual([expect.stringMatching(/'leadsContract' carries the server's schemas/)]);
  });

  it('passes an endpoint of @haat/shared/endpoints', async () => {
    expect(
      await endpointErrors(
        "import { leadsContract } from '@haat/shared/endpoints';\nimport { api } from '@/lib/api-client.ts';\nexport const f = (id: string) => api(leadsContract.productLeadsFetchAll, { id });\n",
      ),
    ).toEqual([]);
    // The client itself holds the API's base.
    expect(
      await endpointErrors("export const API_BASE = '/api';\n", 'apps/web/src/lib/api-client.ts'),
    ).toEqual([]);
  });
});
