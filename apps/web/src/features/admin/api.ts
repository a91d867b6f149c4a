import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_PAGE_SIZE,
  type AdminActivatePlanInput,
  type AdminApproveInput,
  type AdminBulkApproveInput,
  type AdminBusinessLocationInput,
  type AdminRejectInput,
  type ApprovalType,
  type BulkApproveAnswer,
  type Endpoint,
  type EndpointAddress,
  type EndpointInput,
} from '@haat/shared';
import { adminContract as admin, shopContract } from '@haat/shared/endpoints';
import { api, endpointKeyPrefix, endpointQuery } from '@/lib/api-client.ts';
import { ApiError } from '@/lib/api-errors.ts';
import { showToast } from '@/lib/toast.ts';

// The console's calls (docs/decisions/007), one hook each. Every change refreshes everything
// under /admin: the counts in the navigation follow each decision.

/** A change answered: refresh the console, and say so with the server's words. */
export function useAdminMutation<TVars, TAnswer>(call: (vars: TVars) => Promise<TAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: endpointKeyPrefix('/admin') }),
  });
}

/** PUT/POST/DELETE that toasts the answer's message on success (errors toast on their own). */
async function change<E extends Endpoint>(
  endpoint: EndpointAddress<E>,
  input: EndpointInput<E>,
  success: string,
) {
  const answer = await api(endpoint, input);
  showToast('success', success);
  return answer;
}

export function useDashboard() {
  return useQuery({
    ...endpointQuery(admin.dashboard, undefined),
    refetchInterval: 60_000,
  });
}

// Approvals

export function useApprovals(type: ApprovalType, pageNo: number, search: string) {
  return useQuery({
    ...endpointQuery(admin.fetchApprovals, {
      type,
      pageNo,
      perPage: ADMIN_PAGE_SIZE,
      search: search.trim() || undefined,
    }),
    placeholderData: keepPreviousData,
  });
}

/**
 * A decision on what the queue showed: it names the item's version, and the console
 * is refreshed whatever the answer, so an item the seller changed meanwhile (409, its message
 * toasted by the client) shows its new version to be reviewed again.
 */
function useDecision<TVars, TAnswer>(call: (vars: TVars) => Promise<TAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: endpointKeyPrefix('/admin') }),
  });
}

/** Whether a decision was refused because the item is no longer what was shown (or decided). */
export const isStaleDecision = (error: unknown) => error instanceof ApiError && error.code === 409;

export const useApprove = (done: string) =>
  useDecision((vars: AdminApproveInput) => change(admin.approve, vars, done));

export const useReject = (done: string) =>
  useDecision((vars: AdminRejectInput) => change(admin.reject, vars, done));

export const useBulkApprove = (
  done: (answer: BulkApproveAnswer) => string,
  changed: (answer: BulkApproveAnswer) => string,
) =>
  useDecision(async (vars: AdminBulkApproveInput) => {
    const answer = await api(admin.bulkApprove, vars);
    showToast('success', done(answer));
    if (answer.changed.length) showToast('warning', changed(answer));
    return answer;
  });

// Plans

export type RequestStatus = 'open' | 'done' | 'all';

export function useSubscriptionRequests(status: RequestStatus, pageNo: number) {
  return useQuery({
    ...endpointQuery(admin.fetchSubscriptionRequests, {
      status,
      pageNo,
      perPage: ADMIN_PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });
}

/** Users whose plan ran out in the last EXPIRED_PLANS_DAYS days, most recent first. */
export function useExpiredPlans(pageNo: number) {
  return useQuery({
    ...endpointQuery(admin.fetchExpiredPlans, { pageNo, perPage: ADMIN_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}

export const useActivatePlan = (done: string) =>
  useAdminMutation((vars: AdminActivatePlanInput) => change(admin.activatePlan, vars, done));

export const useCloseRequest = (done: string) =>
  useAdminMutation((id: string) => change(admin.closeRequest, { id }, done));

// Users

export type UsersQuery = {
  search: string;
  role: 'all' | 'user' | 'admin';
  status: 'all' | 'active' | 'inactive';
  pageNo: number;
};

export function useUsers(query: UsersQuery) {
  return useQuery({
    ...endpointQuery(admin.fetchUsers, {
      ...query,
      search: query.search.trim() || undefined,
      perPage: ADMIN_PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });
}

export function useUser(id: string) {
  return useQuery({
    ...endpointQuery(admin.fetchUser, { id }),
  });
}

export const useSetActive = (done: { deactivated: string; reactivated: string }) =>
  useAdminMutation((vars: { id: string; active: boolean }) =>
    vars.active
      ? change(admin.reactivateUser, { id: vars.id }, done.reactivated)
      : change(admin.deactivateUser, { id: vars.id }, done.deactivated),
  );

export const useSetRole = (done: string) =>
  useAdminMutation((vars: { id: string; role: 'user' | 'admin' }) =>
    change(admin.setRole, vars, done),
  );

// A user's businesses: where each one is, and its own domain

export const useCorrectLocation = (done: string) =>
  useAdminMutation((vars: AdminBusinessLocationInput) => change(admin.correctLocation, vars, done));

/** No error toast: the domain form shows a refused domain (400, 409) under its field. */
export const useSetDomain = (done: { saved: string; removed: string }) =>
  useAdminMutation(async (vars: { id: string; domain: string | null }) => {
    const answer = await api(shopContract.setDomain, vars, { toast: false });
    showToast('success', vars.domain === null ? done.removed : done.saved);
    return answer;
  });

// Contact messages and the audit log

export type MessageStatus = 'new' | 'handled' | 'all';

export function useContactMessages(status: MessageStatus, pageNo: number) {
  return useQuery({
    ...endpointQuery(admin.fetchContactMessages, { status, pageNo, perPage: ADMIN_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}

export const useMarkHandled = (done: { handled: string; reopened: string }) =>
  useAdminMutation((vars: { id: string; handled: boolean }) =>
    change(admin.markHandled, vars, vars.handled ? done.handled : done.reopened),
  );

export const AUDIT_PAGE_SIZE = 25;

export function useAuditLog(pageNo: number, entityType: string) {
  return useQuery({
    ...endpointQuery(admin.fetchAudit, {
      pageNo,
      perPage: AUDIT_PAGE_SIZE,
      entityType: entityType || undefined,
    }),
    placeholderData: keepPreviousData,
  });
}

/** Pages of `perPage` needed for `total` rows (at least one). */
export const pageCount = (total: number, perPage = ADMIN_PAGE_SIZE) =>
  Math.max(1, Math.ceil(total / perPage));
