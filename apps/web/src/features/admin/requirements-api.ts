import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE, type AdminRequirementFilter } from '@haat/shared';
import { requirementsContract } from '@haat/shared/endpoints';
import { api, endpointQuery } from '@/lib/api-client.ts';
import { useAdminMutation } from './api.ts';

// Posted requirements (docs/decisions/033-requirements.md, /api/admin/requirements): the
// administrator's queue, routing by hand and removal. Their keys are under /admin, so every
// decision refreshes the queue.

/** GET fetchAll {state, pageNo, perPage 20}: the page, every filter's count and the answered share. */
export function useRequirementQueue(state: AdminRequirementFilter, pageNo: number) {
  return useQuery({
    ...endpointQuery(requirementsContract.adminFetchAll, {
      state,
      pageNo,
      perPage: ADMIN_PAGE_SIZE,
    }),
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
    ...endpointQuery(requirementsContract.adminCandidates, {
      id: id ?? '',
      q: q.trim() || undefined,
    }),
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
    api(requirementsContract.adminRoute, body, { toast: false }),
  );

/** PUT remove {id, reason}: off every seller's inbox; the reason goes to the audit log. */
export const useRemoveRequirement = () =>
  useAdminMutation((body: { id: string; reason: string }) =>
    api(requirementsContract.adminRemove, body),
  );
