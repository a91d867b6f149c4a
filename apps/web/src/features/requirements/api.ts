import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RequirementCreateInput } from '@haat/shared';
import { requirementsContract } from '@haat/shared/endpoints';
import { api, endpointKey, endpointQuery } from '@/lib/api-client.ts';

// A buyer's posted requirement (docs/decisions/033-requirements.md, packages/shared
// schemas/requirements.ts):
// GET /public/requirements/suggest, POST /requirements/create, /fetch and /close. The phone's
// proof comes from entities/otp/buyer-otp.ts; My enquiries lists them (/requirements/mine).

/** The kind and sub-category the words name; asked for once the words are long enough. */
export function useRequirementSuggestion(q: string, city: string, enabled: boolean) {
  return useQuery({
    ...endpointQuery(
      requirementsContract.suggest,
      { q, city: city || undefined },
      // A suggestion that fails leaves the choice to the buyer: nothing to tell them.
      { toast: false },
    ),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 10 * 60 * 1000,
    retry: false,
  });
}

/** Sends it; failures are the form's to show (a 400 above the form, a 403 asks for a code). */
export const createRequirement = (body: RequirementCreateInput) =>
  api(requirementsContract.create, body, { toast: false });

/**
 * The key of one requirement, by its id alone: a refusal of the proof stays the page's answer
 * once the proof is forgotten, and the proof itself stays out of the cache's keys. The form and
 * the page's close put their answer there.
 */
export const requirementKey = (id: string) => [...endpointKey(requirementsContract.fetch), id];

/** The requirement with its sellers; a 403 (the proof ran out) is the page's to handle. */
export function useRequirement(id: string, proof: string | null) {
  return useQuery({
    queryKey: requirementKey(id),
    queryFn: ({ signal }) =>
      api(requirementsContract.fetch, { proof: proof ?? '', id }, { signal, toast: false }),
    enabled: Boolean(proof && id),
    retry: false,
  });
}

/** "I found what I needed": the requirement, closed. */
export const closeRequirement = (proof: string, id: string) =>
  api(requirementsContract.close, { proof, id }, { toast: false });
