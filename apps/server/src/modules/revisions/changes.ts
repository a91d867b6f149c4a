import type { RevisionChange, RevisionDetail, RevisionType, RevisionValue } from '@haat/shared';
import type { Database } from '../../db/client.ts';
import {
  brandsByIds,
  categoriesByIds,
  colorsByIds,
  subCategoriesByIds,
} from '../catalog/service.ts';
import { businessesByIds } from '../business-lookups/service.ts';
import { openRevisions, proposedForm, revisionSummary, type RevisionRow } from './store.ts';

// What a revision changes, field by field, as the seller and the reviewer read it: catalogue and
// business ids become names, lists of ids compare as sets, and fields left equal are not shown.

/** The form fields of each kind, in the order the forms show them. */
const FIELDS: Record<RevisionType, readonly string[]> = {
  business: [
    'name',
    'businessType',
    'description',
    'tags',
    'images',
    'website',
    'phoneNo',
    'gst',
    'doe',
    'fb',
    'insta',
    'address',
    'state',
    'city',
    'pinCode',
    'workingHours',
    'latitude',
    'longitude',
  ],
  product: [
    'name',
    'fkBusinessId',
    'fkCategoryId',
    'fkSubCategoriesIds',
    'fkBrandId',
    'fkColorIds',
    'sku',
    'pricePerUnit',
    'sellingPrice',
    'tags',
    'description',
    'specifications',
    'disclaimer',
    'images',
  ],
  service: [
    'name',
    'fkBusinessId',
    'fkCategoryId',
    'fkSubCategoriesIds',
    'pricePerUnit',
    'sellingPrice',
    'tags',
    'description',
    'images',
  ],
};

/** Id fields and the name a reader sees them under. */
const NAMED = {
  fkBusinessId: 'business',
  fkCategoryId: 'category',
  fkSubCategoriesIds: 'subCategories',
  fkBrandId: 'brand',
  fkColorIds: 'colors',
} as const;
type NamedField = keyof typeof NAMED;
const isNamed = (field: string): field is NamedField => field in NAMED;
/**
 * A business's position: a form without one leaves it to the city's centre, so only a
 * position the seller sets is a change.
 */
const DERIVED = new Set(['latitude', 'longitude']);
/** Lists whose order means nothing (the links of a listing). */
const SETS = new Set(['fkSubCategoriesIds', 'fkColorIds']);

const normal = (field: string, value: unknown): unknown => {
  if (value === undefined || value === '') return null;
  if (SETS.has(field) && Array.isArray(value)) return [...value].sort();
  return value;
};

const ids = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((id): id is string => typeof id === 'string')
    : typeof value === 'string'
      ? [value]
      : [];

/** The catalogue and business names of the ids these changes name. */
async function namesFor(db: Database, changed: Array<{ field: string; values: unknown[] }>) {
  const wanted = (field: NamedField) => [
    ...new Set(changed.filter((c) => c.field === field).flatMap((c) => c.values.flatMap(ids))),
  ];
  const [businessNames, categoryNames, subNames, brandNames, colorNames] = await Promise.all([
    businessesByIds(db, wanted('fkBusinessId')),
    categoriesByIds(db, wanted('fkCategoryId')),
    subCategoriesByIds(db, wanted('fkSubCategoriesIds')),
    brandsByIds(db, wanted('fkBrandId')),
    colorsByIds(db, wanted('fkColorIds')),
  ]);
  const lookup: Record<NamedField, (id: string) => string | undefined> = {
    fkBusinessId: (id) => businessNames.get(id)?.name,
    fkCategoryId: (id) => categoryNames.get(id)?.category,
    fkSubCategoriesIds: (id) => subNames.get(id)?.subCategory,
    fkBrandId: (id) => brandNames.get(id)?.brand,
    fkColorIds: (id) => colorNames.get(id)?.colorName,
  };
  return (field: NamedField, value: unknown): RevisionValue => {
    if (value === null || value === undefined) return null;
    const names = ids(value).map((id) => lookup[field](id) ?? id);
    return Array.isArray(value) ? names.sort((a, b) => a.localeCompare(b)) : (names[0] ?? null);
  };
}

/**
 * The fields whose proposed value differs from the live one, in form order, with both values
 * compared as a reader would (empty is nothing, links are sets). `live` and `proposed` are in the
 * create form's fields (images as references). The catalogue import asks it whether a row changes
 * anything the seller submitted.
 */
export function changedFields(
  kind: RevisionType,
  live: Record<string, unknown>,
  proposed: Record<string, unknown>,
) {
  return FIELDS[kind]
    .map((field) => ({
      field,
      values: [normal(field, live[field]), normal(field, proposed[field])],
    }))
    .filter(({ field, values }) => !(DERIVED.has(field) && values[1] === null))
    .filter(({ values }) => JSON.stringify(values[0]) !== JSON.stringify(values[1]));
}

/** The fields whose proposed value differs from the live one (changedFields), ids as names. */
export async function revisionChanges(
  db: Database,
  kind: RevisionType,
  live: Record<string, unknown>,
  proposed: Record<string, unknown>,
): Promise<RevisionChange[]> {
  const changed = changedFields(kind, live, proposed);
  if (!changed.length) return [];
  const named = await namesFor(db, changed);
  return changed.map(({ field, values: [before, after] }) =>
    isNamed(field)
      ? { field: NAMED[field], before: named(field, before), after: named(field, after) }
      : { field, before: before as RevisionValue, after: after as RevisionValue },
  );
}

/** The live record in the create form's fields (the read forms carry every one of them). */
export const formFields = (kind: RevisionType, record: Record<string, unknown>) =>
  Object.fromEntries(FIELDS[kind].map((field) => [field, record[field] ?? null]));

/** An open revision as the edit page and the queue read it: status, proposed form, changes. */
export async function revisionDetail(
  db: Database,
  kind: RevisionType,
  live: Record<string, unknown>,
  revision: RevisionRow | null | undefined,
): Promise<RevisionDetail | null> {
  if (!revision) return null;
  const proposed = proposedForm(revision);
  return {
    ...revisionSummary(revision),
    fields: proposed,
    changes: await revisionChanges(db, kind, formFields(kind, live), proposed),
  };
}

/**
 * The pending revisions of these records in detail, by record id, for the approval queue; each
 * record is given in the create form's fields (`form`).
 */
export async function pendingRevisionDetails(
  db: Database,
  kind: RevisionType,
  records: Array<{ id: string; form: Record<string, unknown> }>,
) {
  const open = await openRevisions(
    db,
    kind,
    records.map((record) => record.id),
  );
  const details = new Map<string, RevisionDetail>();
  for (const record of records) {
    const revision = open.get(record.id);
    if (revision?.status !== 'pending') continue;
    const detail = await revisionDetail(db, kind, record.form, revision);
    if (detail) details.set(record.id, detail);
  }
  return details;
}
