import { LIST_SEPARATOR, type CatalogKind } from '@haat/shared';
import type { Database } from '../../db/client.ts';
import type { Authenticated } from '../auth/service.ts';
import {
  brandsByIds,
  categoriesByIds,
  colorsByIds,
  subCategoriesByIds,
} from '../catalog/service.ts';
import * as productService from '../products/service.ts';
import { formFields, openRevisions, proposedForm } from '../revisions/service.ts';
import * as serviceService from '../services/service.ts';

// What the seller last submitted for each listing: its open revision's form when it
// has one (changes waiting for approval, or rejected ones the editor starts from), else the live
// record's. The export writes it and the import compares its rows with it, so a re-import of an
// export changes nothing and an imported change waiting for approval is not overwritten by the
// live values it replaced (docs/decisions/020-catalogue-import.md).

export type SubmittedListing = {
  id: string;
  /** The live SKU: the one a row without an ID is matched by. */
  sku: string | null;
  /** The submitted form, in the create form's fields (catalogue ids, images as references). */
  form: Record<string, unknown>;
  /** Whether the form is an open revision, which an update of the row replaces. */
  revised: boolean;
};

const PAGE = 500;

/** Every live listing of the business, oldest first (as the seller added them), as submitted. */
export async function submittedListings(
  db: Database,
  auth: Authenticated,
  kind: CatalogKind,
  fkBusinessId: string,
): Promise<SubmittedListing[]> {
  const query = { pageNo: 1, perPage: PAGE, filter: 'All' as const, fkBusinessId };
  const out: SubmittedListing[] = [];
  for (;;) {
    const items: Array<Record<string, unknown> & { _id: string; sku?: string | null }> =
      kind === 'product'
        ? (await productService.fetchProducts(db, auth, query)).products
        : (await serviceService.fetchServices(db, auth, query)).services;
    const open = await openRevisions(
      db,
      kind,
      items.map((item) => item._id),
    );
    for (const item of items) {
      const revision = open.get(item._id);
      out.push({
        id: item._id,
        sku: item.sku ?? null,
        form: revision ? proposedForm(revision) : formFields(kind, item),
        revised: Boolean(revision),
      });
    }
    if (items.length < PAGE) break;
    query.pageNo += 1;
  }
  return out.reverse();
}

const idsIn = (forms: Record<string, unknown>[], field: string) => [
  ...new Set(
    forms.flatMap((form) => {
      const value = form[field];
      if (Array.isArray(value)) return value.filter((id): id is string => typeof id === 'string');
      return typeof value === 'string' && value ? [value] : [];
    }),
  ),
];
const textList = (value: unknown) =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** The export's rows (CATALOGUE_COLUMNS order, ids then names) of these submitted listings. */
export async function exportCells(
  db: Database,
  kind: CatalogKind,
  listings: SubmittedListing[],
): Promise<string[][]> {
  const forms = listings.map((listing) => listing.form);
  const [categoryNames, subNames, brandNames, colorNames] = await Promise.all([
    categoriesByIds(db, idsIn(forms, 'fkCategoryId')),
    subCategoriesByIds(db, idsIn(forms, 'fkSubCategoriesIds')),
    kind === 'product' ? brandsByIds(db, idsIn(forms, 'fkBrandId')) : undefined,
    kind === 'product' ? colorsByIds(db, idsIn(forms, 'fkColorIds')) : undefined,
  ]);
  const list = (items: string[]) => items.join(`${LIST_SEPARATOR} `);
  const names = (ids: unknown, name: (id: string) => string | undefined) =>
    list(
      textList(ids)
        .flatMap((id) => name(id) ?? [])
        .sort((a, b) => a.localeCompare(b)),
    );
  return listings.map(({ id, form }) => {
    const category = categoryNames.get(text(form.fkCategoryId))?.category ?? '';
    const subCategories = names(form.fkSubCategoriesIds, (sub) => subNames.get(sub)?.subCategory);
    const common = [text(form.pricePerUnit), text(form.sellingPrice), list(textList(form.tags))];
    if (kind === 'service') {
      return [id, text(form.name), category, subCategories, ...common, text(form.description)];
    }
    return [
      id,
      text(form.name),
      text(form.sku),
      category,
      subCategories,
      brandNames?.get(text(form.fkBrandId))?.brand ?? '',
      names(form.fkColorIds, (color) => colorNames?.get(color)?.colorName),
      ...common,
      text(form.description),
      list(textList(form.specifications)),
      list(textList(form.disclaimer)),
    ];
  });
}
