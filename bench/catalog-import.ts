// How long a catalogue import takes (docs/decisions/020-catalogue-import.md):
// the check and the confirmed import of N product rows through the real routes, on a fresh
// seeded database, beside a baseline of the same number of single creates through
// POST /api/userAdmin/product/create (the editor's route) in the same run.
//
//   npx tsx bench/catalog-import.ts                    PGlite in memory, 1000 and 5000 rows
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/catalog-import.ts
//   options: --rows 5000 (one size) --baseline 200 (single creates timed, scaled per row)
import { parseArgs } from 'node:util';
import { CATALOG_COLUMNS, TABLE_CONTENT_TYPES } from '@haat/shared';
import {
  createBusiness,
  createSellerTestApp,
  pickCatalog,
  signUpSeller,
} from '../apps/server/src/test/sellers.ts';

const { values } = parseArgs({
  options: { rows: { type: 'string' }, baseline: { type: 'string', default: '200' } },
});
const sizes = values.rows ? [Number(values.rows)] : [1000, 5000];

const t = await createSellerTestApp();
const owner = await signUpSeller(t);
const catalog = await pickCatalog(t, 'product');
const line = (i: number) =>
  `,Cable ${i},SKU-${i},Mobiles & Accessories,Chargers & Cables,boAt,Black,${400 + (i % 100)},${300 + (i % 100)},cable; usb-c,Braided cable ${i}.,Length: 1 m,`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const baselineShop = await createBusiness(t, owner, { name: 'Baseline shop' });
const n = Number(values.baseline);
let start = performance.now();
for (let i = 0; i < n; i++) {
  const res = await t.call({
    method: 'POST',
    url: '/api/userAdmin/product/create',
    headers: owner.headers,
    payload: {
      name: `Single ${i}`,
      images: [],
      fkCategoryId: catalog.categoryId,
      fkSubCategoriesIds: [catalog.brandSubCategoryId],
      fkColorIds: [],
      tags: ['cable'],
      specifications: [],
      disclaimer: [],
      fkBusinessId: baselineShop,
    },
  });
  if (res.status !== 201) throw new Error(`create: ${res.status}`);
}
const perCreate = (performance.now() - start) / n;
console.log(
  `driver ${t.deps.database.driver}; baseline: ${n} single creates, ${perCreate.toFixed(1)} ms each`,
);

for (const [index, size] of sizes.entries()) {
  const shop = await createBusiness(t, owner, { name: `Import shop ${index}` });
  const file = Buffer.from(
    [CATALOG_COLUMNS.product.join(','), ...Array.from({ length: size }, (_, i) => line(i))].join(
      '\n',
    ),
  );
  const call = (path: string) =>
    t.call({
      method: 'POST',
      url: `/api/userAdmin/product/${path}`,
      query: { fkBusinessId: shop },
      headers: { ...owner.headers, 'content-type': TABLE_CONTENT_TYPES.csv },
      payload: file,
    });
  start = performance.now();
  const check = await call('importCheck');
  const checked = performance.now() - start;
  start = performance.now();
  const imported = await call('import');
  const took = performance.now() - start;
  if (imported.status !== 200) throw new Error(`import: ${JSON.stringify(imported.body)}`);
  console.log(
    `${size} rows (${(file.length / 1024).toFixed(0)} KB): check ${seconds(checked)} (${check.body.payload.creates} to add); ` +
      `import ${seconds(took)} (${(took / size).toFixed(1)} ms a row; ${size} single creates ≈ ${seconds(perCreate * size)})`,
  );
}
await t.close();
