import { ALL_OVER_INDIA, type CategoryType } from '@haat/shared';

// "Tell us what you need" (issue 37): the form's public address and the prefill it reads, so
// that the home, category and search pages link to it with the words, the kind and the city
// they show, and the form (features/requirements) reads them back the same way.

export const POST_REQUIREMENT_PATH = '/postRequirement';

/** A posted requirement's own page (its buyer reads it with the phone's proof). */
export const requirementPagePath = (id: string) => `/requirement/${encodeURIComponent(id)}`;

export type RequirementPrefill = {
  need?: string;
  kind?: CategoryType;
  city?: string;
  categoryId?: string;
  subCategoryId?: string;
};

const PARAMS = {
  need: 'need',
  kind: 'kind',
  city: 'city',
  categoryId: 'category',
  subCategoryId: 'subCategory',
} as const satisfies Record<keyof RequirementPrefill, string>;

/** /postRequirement?need=…&kind=…&city=… (what is unknown or All Over India is left out). */
export function postRequirementPath(prefill: RequirementPrefill = {}): string {
  const search = new URLSearchParams();
  for (const [field, param] of Object.entries(PARAMS) as [keyof RequirementPrefill, string][]) {
    const value = prefill[field]?.trim();
    if (!value || (field === 'city' && value === ALL_OVER_INDIA)) continue;
    search.set(param, value);
  }
  const query = search.toString();
  return query ? `${POST_REQUIREMENT_PATH}?${query}` : POST_REQUIREMENT_PATH;
}

/** The prefill an address carries; a kind other than product or service is ignored. */
export function readRequirementPrefill(search: URLSearchParams): RequirementPrefill {
  const text = (param: string) => search.get(param)?.trim() || undefined;
  const kind = text(PARAMS.kind);
  return {
    need: text(PARAMS.need),
    kind: kind === 'product' || kind === 'service' ? kind : undefined,
    city: text(PARAMS.city),
    categoryId: text(PARAMS.categoryId),
    subCategoryId: text(PARAMS.subCategoryId),
  };
}
