import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  ADMIN_PAGE_SIZE,
  REQUIREMENT_MSG,
  type AdminRequirementFilter,
  type RequirementAnswers,
} from '@haat/shared';
import { api } from '@/lib/api-client.ts';
import { addMessageKeys } from '@/lib/messages.ts';
import { adminKeys, useAdminMutation } from './api.ts';

// Posted requirements (issue 37, /api/admin/requirements): the administrator's queue, routing by
// hand and removal. Under the console's 'admin' key, so every decision refreshes the queue.

// The server's refusals (choose a business, a reason …) in the reader's language.
addMessageKeys('requirementAnswerMsg', REQUIREMENT_MSG);

export const requirementQueueKey = (state: AdminRequirementFilter, pageNo: number) =>
  [...adminKeys.all, 'requirements', state, pageNo] as const;

/** GET fetchAll {state, pageNo, perPage 20}: the page, every filter's count and the answered share. */
export function useRequirementQueue(state: AdminRequirementFilter, pageNo: number) {
  return useQuery({
    queryKey: requirementQueueKey(state, pageNo),
    queryFn: ({ signal }) =>
      api.get<RequirementAnswers['adminPage']>(
        '/admin/requirements/fetchAll',
        { state, pageNo, perPage: ADMIN_PAGE_SIZE },
        { signal },
      ),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/**
 * GET candidates {id, q}: the public businesses of the requirement's kind it may be routed to,
 * nearest first, with their day's count and whether they have it already.
 */
export function useRequirementCandidates(id: string | null, q: string) {
  return useQuery({
    queryKey: [...adminKeys.all, 'requirementCandidates', id, q] as const,
    queryFn: ({ signal }) =>
      api.get<RequirementAnswers['candidates']>(
        '/admin/requirements/candidates',
        { id, q: q.trim() || undefined },
        { signal },
      ),
    enabled: id !== null,
    placeholderData: keepPreviousData,
  });
}

/**
 * PUT route {id, businessIds}: offers it to the chosen businesses. No toast of its own: the
 * dialog says 'at most N' beside the choice and leaves the rest to showApiErrorToast.
 */
export const useRouteRequirement = () =>
  useAdminMutation((body: { id: string; businessIds: string[] }) =>
    api.put<RequirementAnswers['adminOne']>('/admin/requirements/route', body, { toast: false }),
  );

/** PUT remove {id, reason}: off every seller's inbox; the reason goes to the audit log. */
export const useRemoveRequirement = () =>
  useAdminMutation((body: { id: string; reason: string }) =>
    api.put<RequirementAnswers['adminOne']>('/admin/requirements/remove', body),
  );
