import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The layout's import rules (eslint.config.js, eslint.layout.js) on small sources placed where
// the rule applies: each broken rule must fail `npm run lint`, and the allowed imports must not.
// Each source is linted as if it were the named file of the real tree (a file the web app's
// tsconfig includes, so that its @/ imports resolve), and what it imports is the real tree.

const root = resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root, ignore: false });

/**
 * The layout rule's complaints about `code` placed at `filePath` (an import the rule forbids may
 * close a cycle through the real tree too: cycles are tested on their own fixture below).
 */
async function layoutErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return result!.messages
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => `${message.ruleId}: ${message.message}`);
}

// The first lint reads the config, the parser, the resolver and packages/shared (for the answer
// types' rule): seconds on a loaded machine.
describe('the layout rules', { timeout: 30_000 }, () => {
  it('a web feature never imports another feature', async () => {
    const errors = await layoutErrors(
      'apps/web/src/features/listings/api.ts',
      "import { useLeads } from '@/features/leads/api.ts';\nexport const x = useLeads;\n",
    );
    expect(errors).toEqual([
      expect.stringMatching(/no-restricted-paths: .*A feature never imports/),
    ]);
    // Its own files, lib/ and components/ are fine.
    expect(
      await layoutErrors(
        'apps/web/src/features/listings/api.ts',
        "import * as own from './components/brand-rules.ts';\nimport { api } from '@/lib/api-client.ts';\nexport const x = [own, api];\n",
      ),
    ).toEqual([]);
  });

  it('a web feature may import an entity, and still never another feature', async () => {
    expect(
      await layoutErrors(
        'apps/web/src/features/listings/api.ts',
        "import * as otp from '@/entities/otp/api.ts';\nexport const x = otp;\n",
      ),
    ).toEqual([]);
    expect(
      await layoutErrors(
        'apps/web/src/features/listings/api.ts',
        "import * as leads from '@/features/leads/api.ts';\nexport const x = leads;\n",
      ),
    ).toEqual([expect.stringMatching(/no-restricted-paths: .*A feature never imports/)]);
  });

  it("the web app's entities never import a feature or app/", async () => {
    const file = 'apps/web/src/entities/otp/fixture.ts';
    expect(
      await layoutErrors(
        file,
        "import * as listings from '@/features/listings/api.ts';\nexport const x = listings;\n",
      ),
    ).toEqual([expect.stringMatching(/no-restricted-paths: .*entities\/ sit below/)]);
    expect(
      await layoutErrors(
        file,
        "import * as routes from '@/app/routes.tsx';\nexport const x = routes;\n",
      ),
    ).toEqual([expect.stringMatching(/no-restricted-paths: .*entities\/ sit below/)]);
    // components/, lib/ and other entities are fine.
    expect(
      await layoutErrors(
        file,
        "import * as shell from '@/components/page-shell.tsx';\nimport { api } from '@/lib/api-client.ts';\nimport * as stars from '@/entities/review/rating/stars.tsx';\nexport const x = [shell, api, stars];\n",
      ),
    ).toEqual([]);
  });

  it("the web app's lib/ and components/ never import an entity", async () => {
    for (const file of ['apps/web/src/components/logo.tsx', 'apps/web/src/lib/countdown.ts']) {
      expect(
        await layoutErrors(
          file,
          "import * as otp from '@/entities/otp/api.ts';\nexport const x = otp;\n",
        ),
      ).toEqual([expect.stringMatching(/no-restricted-paths: .*lib\/ and components\//)]);
    }
  });

  it("the web app's lib/ and components/ never import features/ or app/", async () => {
    expect(
      await layoutErrors(
        'apps/web/src/lib/countdown.ts',
        "import * as listings from '@/features/listings/api.ts';\nexport const x = listings;\n",
      ),
    ).toEqual([expect.stringMatching(/no-restricted-paths: .*lib\/ and components\//)]);
    expect(
      await layoutErrors(
        'apps/web/src/components/logo.tsx',
        "import * as routes from '@/app/routes.tsx';\nexport const x = routes;\n",
      ),
    ).toEqual([expect.stringMatching(/no-restricted-paths: .*lib\/ and components\//)]);
  });

  it('packages/shared never imports an app', async () => {
    expect(
      await layoutErrors(
        'packages/shared/src/fixture.ts',
        "import * as config from '../../../apps/server/src/config.ts';\nexport const x = config;\n",
      ),
    ).toEqual([expect.stringMatching(/no-restricted-paths: .*never imports an app/)]);
  });

  it("a server module reaches another only through that module's service.ts", async () => {
    const file = 'apps/server/src/modules/products/fixture.ts';
    expect(
      await layoutErrors(
        file,
        "import { toSessionUser } from '../auth/session.ts';\nexport const x = toSessionUser;\n",
      ),
    ).toEqual([expect.stringMatching(/no-restricted-paths: .*only through that module's service/)]);
    expect(
      await layoutErrors(
        file,
        "import { toSessionUser } from '../auth/service.ts';\nexport const x = toSessionUser;\n",
      ),
    ).toEqual([]);
  });

  it("the server's plugins/ and lib/ never import a module", async () => {
    expect(
      await layoutErrors(
        'apps/server/src/plugins/fixture.ts',
        "import { currentAuth } from '../modules/auth/service.ts';\nexport const x = currentAuth;\n",
      ),
    ).toEqual([expect.stringMatching(/no-restricted-paths: .*plugins\/ and lib\/ sit below/)]);
  });

  it('no import cycles', async () => {
    const [result] = await eslint.lintFiles([join(root, 'lint/fixtures/cycle/first.ts')]);
    expect(result!.messages.map((message) => message.ruleId)).toEqual(['import-x/no-cycle']);
  });

  it("no import cycles between the server's module folders", async () => {
    // alpha/service.ts imports beta, whose service.ts imports alpha/names.ts: no file cycle.
    const fixture = (file: string) => join(root, 'lint/fixtures/module-cycle/modules', file);
    const [alpha, beta, names] = await eslint.lintFiles([
      fixture('alpha/service.ts'),
      fixture('beta/service.ts'),
      fixture('alpha/names.ts'),
    ]);
    expect(alpha!.messages.map((message) => message.message)).toEqual([
      expect.stringMatching(/Modules 'alpha' and 'beta' import each other: alpha → beta → alpha/),
    ]);
    expect(beta!.messages.map((message) => message.ruleId)).toEqual(['haat/no-module-cycle']);
    // An import that leads nowhere back is fine.
    expect(names!.messages).toEqual([]);
  });
});
