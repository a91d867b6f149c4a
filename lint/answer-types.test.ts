import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The rule that the web app's answer types come from the shared schemas (issue 25 §1,
// lint/shared-answer-types.js, eslint.config.js): small sources linted as if they were a file of
// the web app, against the real packages/shared.

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
const RULE = 'haat/answer-types-from-shared';

async function answerTypeErrors(code: string, filePath = 'apps/web/src/features/listings/api.ts') {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return result!.messages
    .filter((message) => message.ruleId === RULE)
    .map((message) => `${message.ruleId}: ${message.message}`);
}

// The first lint reads the config, the parser and packages/shared: seconds on a loaded machine.
describe('answer types come from @haat/shared', { timeout: 30_000 }, () => {
  it('fails for a web type named like a shared one', async () => {
    expect(
      await answerTypeErrors(
        'export type SellerProduct = { _id: string; name: string; price: number };\n',
      ),
    ).toEqual([expect.stringMatching(/answer-types-from-shared: 'SellerProduct' is a type of/)]);
    expect(
      await answerTypeErrors('export interface PublicBusiness {\n  _id: string;\n}\n'),
    ).toEqual([expect.stringMatching(/'PublicBusiness' is a type of @haat\/shared/)]);
  });

  it('fails for a type literal with the fields of a shared schema', async () => {
    // adminRejectBody's fields, in another order, as a mutation's variables.
    expect(
      await answerTypeErrors(
        "export const reject = (vars: { id: string; rejectionMessage: string; version: string; type: 'business' }) => vars;\n",
      ),
    ).toEqual([expect.stringMatching(/This shape is adminRejectBody \(schemas\/admin\.ts\)/)]);
    // A schema that extends another (createReviewBody = reviewFormSchema.extend(...)).
    expect(
      await answerTypeErrors(
        'type Body = { fkBusinessId: string; rating: number; text: string; name: string; phoneNo: string; enquiryProof: string };\nexport const body = (b: Body) => b;\n',
      ),
    ).toEqual([expect.stringMatching(/This shape is createReviewBody/)]);
    // A schema built on a shape written apart (adminBannerCreateBody = z.object(bannerShape)).
    expect(
      await answerTypeErrors(
        'export type Banner = {\n  images: string[];\n  imagesHi?: string[] | null;\n  fkCategoryId?: string | null;\n  fkSubCategoryId?: string | null;\n  fkCityId?: string | null;\n};\n',
      ),
    ).toEqual([expect.stringMatching(/This shape is adminBannerCreateBody/)]);
  });

  it('passes types taken from @haat/shared, and other concepts that share field names', async () => {
    expect(
      await answerTypeErrors(
        [
          "import type { AdminRejectInput, ReviewAnswers, SellerProduct } from '@haat/shared';",
          'export type Page = { products: SellerProduct[]; total: number };',
          "export type Helpful = ReviewAnswers['helpful'];",
          'export const reject = (vars: AdminRejectInput) => vars;',
          '',
        ].join('\n'),
      ),
    ).toEqual([]);
    // revisionChangeSchema's before and after hold any of several kinds of value; a line of the
    // audit log shows them as text: the same names, another thing.
    expect(
      await answerTypeErrors(
        'export type AuditChange = { field: string; before: string; after: string };\n',
        'apps/web/src/features/admin/audit-changes.ts',
      ),
    ).toEqual([]);
    // The same change as a revision's, typed by hand, is the schema's.
    expect(
      await answerTypeErrors(
        'export type Change = { field: string; before: string | number | null; after: unknown };\n',
        'apps/web/src/features/admin/audit-changes.ts',
      ),
    ).toEqual([expect.stringMatching(/This shape is revisionChangeSchema/)]);
  });

  it('leaves tests and the server alone', async () => {
    const code = 'export type SellerProduct = { _id: string };\n';
    expect(await answerTypeErrors(code, 'apps/web/src/features/listings/api.test.ts')).toEqual([]);
    expect(await answerTypeErrors(code, 'apps/server/src/modules/products/fixture.ts')).toEqual([]);
  });
});
