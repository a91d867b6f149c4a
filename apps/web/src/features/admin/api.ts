import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ActivatePlanAnswer,
  AdminActivatePlanInput,
  AdminAnswers,
  AdminApproveInput,
  AdminBulkApproveInput,
  AdminBusinessLocationInput,
  AdminDashboard,
  AdminRejectInput,
  AdminUserDetail,
  ApprovalsPage,
  ApprovalType,
  BulkApproveAnswer,
} from '@haat/shared';
import { ADMIN_PAGE_SIZE } from '@haat/shared';
import { api } from '@/lib/api-client.ts';
import { ApiError } from '@/lib/api-errors.ts';
import { showToast } from '@/lib/toast.ts';

// The console's calls (docs/decisions/007), one hook each. Every change refreshes everything
// under the 'admin' key: the counts in the navigation follow each decision.

export const adminKeys = {
  all: ['admin'] as const,
  dashboard: ['admin', 'dashboard'] as const,
  approvals: (type: ApprovalType, pageNo: number, search: string) =>
    ['admin', 'approvals', type, pageNo, search] as const,
  requests: (status: string, pageNo: number) => ['admin', 'requests', status, pageNo] as const,
  expiredPlans: (pageNo: number) => ['admin', 'expiredPlans', pageNo] as const,
  users: (query: UsersQuery) => ['admin', 'users', query] as const,
  user: (id: string) => ['admin', 'user', id] as const,
  messages: (status: string, pageNo: number) => ['admin', 'messages', status, pageNo] as const,
  audit: (pageNo: number, entityType: string) => ['admin', 'audit', pageNo, entityType] as const,
};

/** A change answered: refresh the console, and say so with the server's words. */
export function useAdminMutation<TVars, TAnswer>(call: (vars: TVars) => Promise<TAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** PUT/POST/DELETE that toasts the answer's message on success (errors toast on their own). */
async function change<T>(
  method: 'post' | 'put' | 'delete',
  path: string,
  body: Record<string, unknown>,
  success: string,
): Promise<T> {
  const answer = await api[method]<T>(path, body);
  showToast('success', success);
  return answer;
}

export function useDashboard() {
  return useQuery({
    queryKey: adminKeys.dashboard,
    queryFn: ({ signal }) => api.get<AdminDashboard>('/admin/dashboard', undefined, { signal }),
    refetchInterval: 60_000,
  });
}

// Approvals

export function useApprovals(type: ApprovalType, pageNo: number, search: string) {
  return useQuery({
    queryKey: adminKeys.approvals(type, pageNo, search),
    queryFn: ({ signal }) =>
      api.get<ApprovalsPage>(
        '/admin/approvals',
        { type, pageNo, perPage: ADMIN_PAGE_SIZE, search: search.trim() || undefined },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/**
 * A decision on what the queue showed (issue 34): it names the item's version, and the console
 * is refreshed whatever the answer, so an item the seller changed meanwhile (409, its message
 * toasted by the client) shows its new version to be reviewed again.
 */
function useDecision<TVars, TAnswer>(call: (vars: TVars) => Promise<TAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** Whether a decision was refused because the item is no longer what was shown (or decided). */
export const isStaleDecision = (error: unknown) => error instanceof ApiError && error.code === 409;

export const useApprove = (done: string) =>
  useDecision((vars: AdminApproveInput) => change('put', '/admin/approvals/approve', vars, done));

export const useReject = (done: string) =>
  useDecision((vars: AdminRejectInput) => change('put', '/admin/approvals/reject', vars, done));

export const useBulkApprove = (
  done: (answer: BulkApproveAnswer) => string,
  changed: (answer: BulkApproveAnswer) => string,
) =>
  useDecision(async (vars: AdminBulkApproveInput) => {
    const answer = await api.put<BulkApproveAnswer>('/admin/approvals/bulkApprove', vars);
    showToast('success', done(answer));
    if (answer.changed.length) showToast('warning', changed(answer));
    return answer;
  });

// Plans

export type RequestStatus = 'open' | 'done' | 'all';

export function useSubscriptionRequests(status: RequestStatus, pageNo: number) {
  return useQuery({
    queryKey: adminKeys.requests(status, pageNo),
    queryFn: ({ signal }) =>
      api.get<AdminAnswers['subscriptionRequests']>(
        '/admin/subscriptionRequests',
        { status, pageNo, perPage: ADMIN_PAGE_SIZE },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** Users whose plan ran out in the last EXPIRED_PLANS_DAYS days, most recent first. */
export function useExpiredPlans(pageNo: number) {
  return useQuery({
    queryKey: adminKeys.expiredPlans(pageNo),
    queryFn: ({ signal }) =>
      api.get<AdminAnswers['expiredPlans']>(
        '/admin/user/expiredPlans',
        { pageNo, perPage: ADMIN_PAGE_SIZE },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

export const useActivatePlan = (done: string) =>
  useAdminMutation((vars: AdminActivatePlanInput) =>
    change<ActivatePlanAnswer>('put', '/admin/user/activatePlan', vars, done),
  );

export const useCloseRequest = (done: string) =>
  useAdminMutation((id: string) =>
    change('put', '/admin/subscriptionRequests/close', { id }, done),
  );

// Users

export type UsersQuery = {
  search: string;
  role: 'all' | 'user' | 'admin';
  status: 'all' | 'active' | 'inactive';
  pageNo: number;
};

export function useUsers(query: UsersQuery) {
  return useQuery({
    queryKey: adminKeys.users(query),
    queryFn: ({ signal }) =>
      api.get<AdminAnswers['users']>(
        '/admin/user/fetchAll',
        { ...query, search: query.search.trim() || undefined, perPage: ADMIN_PAGE_SIZE },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

export function useUser(id: string) {
  return useQuery({
    queryKey: adminKeys.user(id),
    queryFn: ({ signal }) => api.get<AdminUserDetail>('/admin/user/fetch', { id }, { signal }),
  });
}

export const useSetActive = (done: { deactivated: string; reactivated: string }) =>
  useAdminMutation((vars: { id: string; active: boolean }) =>
    vars.active
      ? change('put', '/admin/user/reactivate', { id: vars.id }, done.reactivated)
      : change('put', '/admin/user/deactivate', { id: vars.id }, done.deactivated),
  );

export const useSetRole = (done: string) =>
  useAdminMutation((vars: { id: string; role: 'user' | 'admin' }) =>
    change('put', '/admin/user/setRole', vars, done),
  );

// A user's businesses: where each one is, and its own domain

export const useCorrectLocation = (done: string) =>
  useAdminMutation((vars: AdminBusinessLocationInput) =>
    change('put', '/admin/business/location', vars, done),
  );

/** No error toast: the domain form shows a refused domain (400, 409) under its field. */
export const useSetDomain = (done: { saved: string; removed: string }) =>
  useAdminMutation(async (vars: { id: string; domain: string | null }) => {
    const answer = await api.put<unknown>('/admin/business/domain', vars, { toast: false });
    showToast('success', vars.domain === null ? done.removed : done.saved);
    return answer;
  });

// Contact messages and the audit log

export type MessageStatus = 'new' | 'handled' | 'all';

export function useContactMessages(status: MessageStatus, pageNo: number) {
  return useQuery({
    queryKey: adminKeys.messages(status, pageNo),
    queryFn: ({ signal }) =>
      api.get<AdminAnswers['contactMessages']>(
        '/admin/contactMessages/fetchAll',
        { status, pageNo, perPage: ADMIN_PAGE_SIZE },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

export const useMarkHandled = (done: { handled: string; reopened: string }) =>
  useAdminMutation((vars: { id: string; handled: boolean }) =>
    change(
      'put',
      '/admin/contactMessages/markHandled',
      vars,
      vars.handled ? done.handled : done.reopened,
    ),
  );

export const AUDIT_PAGE_SIZE = 25;

export function useAuditLog(pageNo: number, entityType: string) {
  return useQuery({
    queryKey: adminKeys.audit(pageNo, entityType),
    queryFn: ({ signal }) =>
      api.get<AdminAnswers['audit']>(
        '/admin/audit/fetchAll',
        { pageNo, perPage: AUDIT_PAGE_SIZE, entityType: entityType || undefined },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** Pages of `perPage` needed for `total` rows (at least one). */
export const pageCount = (total: number, perPage = ADMIN_PAGE_SIZE) =>
  Math.max(1, Math.ceil(total / perPage));
