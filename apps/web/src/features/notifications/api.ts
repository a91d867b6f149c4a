import { useEffect } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PAGE_SIZES, type NotificationFilter } from '@haat/shared';
import { notificationsContract } from '@haat/shared/endpoints';
import { api, endpointKey, endpointKeyPrefix, endpointQuery } from '@/lib/api-client.ts';
import { subscribeLiveEvents } from '@/lib/live-events.ts';

/** Every notification answer: the count and every list page. */
const allNotifications = endpointKeyPrefix('/userAdmin/notification');

/**
 * Live updates (spec: the badge rises within seconds of a new lead): every event of the user's
 * stream refreshes the count and the lists; a reconnect does too, for what it missed.
 */
export function useLiveNotifications(token: string | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token) return;
    return subscribeLiveEvents(token, (message) => {
      // An import's progress is no news for the badge.
      if (message.type === 'import-progress') return;
      void queryClient.invalidateQueries({ queryKey: allNotifications });
    });
  }, [token, queryClient]);
}

/**
 * Unread count for the header badge, only with a token, kept live by the event stream. A
 * background call: a failure shows nothing and moves nowhere (the badge just hides), though a
 * dead token still logs out.
 */
export function useNotificationCount(token: string | null) {
  useLiveNotifications(token);
  const count = endpointQuery(notificationsContract.count, undefined, {
    toast: false,
    navigate: false,
    askPlan: false,
  });
  return useQuery({
    ...count,
    // One user's count is not another's: a new sign-in in this tab reads its own.
    queryKey: [...endpointKey(notificationsContract.count), token],
    enabled: Boolean(token),
    select: (payload) => payload.total,
    // The stream brings changes at once; this only catches up after a long disconnection.
    refetchInterval: 60_000,
  });
}

/**
 * GET fetchAll {perPage 15, pageNo, filter}. No toast: the page shows 'Notifications Not Found'
 * when it fails.
 */
export function useNotifications(filter: NotificationFilter, pageNo: number) {
  return useQuery({
    ...endpointQuery(
      notificationsContract.fetchAll,
      { perPage: PAGE_SIZES.notifications, pageNo, filter },
      { toast: false },
    ),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Every change refreshes the count and every list page. */
function useNotificationMutation<A>(call: (args: A) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: allNotifications }),
  });
}

export const useMarkAsRead = () =>
  useNotificationMutation((id: string) => api(notificationsContract.markAsRead, { id }));
export const useMarkAllAsRead = () =>
  useNotificationMutation<void>(() => api(notificationsContract.markAllAsRead, undefined));
export const useDeleteNotification = () =>
  useNotificationMutation((id: string) => api(notificationsContract.delete, { id }));
export const useDeleteAllNotifications = () =>
  useNotificationMutation<void>(() => api(notificationsContract.deleteAll, undefined));
