import { REQUIREMENT_PARAMS, type RequirementPrefill } from './requirement-entry.tsx';

// The addresses of a requirement's own screens beyond the link to the form
// (requirement-entry.tsx): kept apart, since no public first view needs them.

/** A posted requirement's own page (its buyer reads it with the phone's proof). */
export const requirementPagePath = (id: string) => `/requirement/${encodeURIComponent(id)}`;

/** The prefill an address carries; a kind other than product or service is ignored. */
export function readRequirementPrefill(search: URLSearchParams): RequirementPrefill {
  const text = (param: string) => search.get(param)?.trim() || undefined;
  const kind = text(REQUIREMENT_PARAMS.kind);
  return {
    need: text(REQUIREMENT_PARAMS.need),
    kind: kind === 'product' || kind === 'service' ? kind : undefined,
    city: text(REQUIREMENT_PARAMS.city),
    categoryId: text(REQUIREMENT_PARAMS.categoryId),
    subCategoryId: text(REQUIREMENT_PARAMS.subCategoryId),
  };
}
