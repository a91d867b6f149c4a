import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RequirementAnswers, RequirementCreateInput } from '@haat/shared';
import { api } from '@/lib/api-client.ts';

// A buyer's posted requirement (issue 37, packages/shared schemas/requirements.ts):
// GET /public/requirements/suggest, POST /requirements/create, /fetch and /close. The phone's
// proof comes from entities/otp/buyer-otp.ts; My enquiries lists them (/requirements/mine).

export const requirementKeys = {
  suggestion: (q: string, city: string) => ['public', 'requirementSuggestion', q, city] as const,
  /** Not under 'public': it is read with the buyer's proof. */
  one: (id: string) => ['requirement', id] as const,
};

/** The kind and sub-category the words name; asked for once the words are long enough. */
export function useRequirementSuggestion(q: string, city: string, enabled: boolean) {
  return useQuery({
    queryKey: requirementKeys.suggestion(q, city),
    queryFn: ({ signal }) =>
      api.get<RequirementAnswers['suggestion']>(
        '/public/requirements/suggest',
        { q, city: city || undefined },
        // A suggestion that fails leaves the choice to the buyer: nothing to tell them.
        { signal, toast: false },
      ),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 10 * 60 * 1000,
    retry: false,
  });
}

/** Sends it; failures are the form's to show (a 400 above the form, a 403 asks for a code). */
export const createRequirement = (body: RequirementCreateInput) =>
  api.post<RequirementAnswers['created']>('/requirements/create', body, { toast: false });

/** The requirement with its sellers; a 403 (the proof ran out) is the page's to handle. */
export function useRequirement(id: string, proof: string | null) {
  return useQuery({
    queryKey: requirementKeys.one(id),
    queryFn: ({ signal }) =>
      api.post<RequirementAnswers['requirement']>(
        '/requirements/fetch',
        { proof, id },
        { signal, toast: false },
      ),
    enabled: Boolean(proof && id),
    retry: false,
  });
}

/** "I found what I needed": the requirement, closed. */
export const closeRequirement = (proof: string, id: string) =>
  api.post<RequirementAnswers['requirement']>(
    '/requirements/close',
    { proof, id },
    { toast: false },
  );
