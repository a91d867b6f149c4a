import { useEffect } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PAGE_SIZES, type NotificationAnswers, type NotificationFilter } from '@haat/shared';
import { api } from '@/lib/api-client.ts';
import { subscribeLiveEvents } from '@/lib/live-events.ts';

export const notificationKeys = {
  all: ['notifications'] as const,
  count: (token: string | null) => ['notifications', 'count', token] as const,
  list: (filter: NotificationFilter, pageNo: number) =>
    ['notifications', 'list', filter, pageNo] as const,
};

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
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
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
  return useQuery({
    queryKey: notificationKeys.count(token),
    queryFn: ({ signal }) =>
      api.get<NotificationAnswers['count']>('/userAdmin/notification/count', undefined, {
        toast: false,
        navigate: false,
        askPlan: false,
        signal,
      }),
    enabled: Boolean(token),
    select: (payload) => payload.total,
    // The stream brings changes at once; this only catches up after a long disconnection.
    refetchInterval: 60_000,
  });
}

type NotificationsPage = NotificationAnswers['page'];

/**
 * GET fetchAll {perPage 15, pageNo, filter}. No toast: the page shows 'Notifications Not Found'
 * when it fails (spec §8).
 */
export function useNotifications(filter: NotificationFilter, pageNo: number) {
  return useQuery({
    queryKey: notificationKeys.list(filter, pageNo),
    queryFn: ({ signal }) =>
      api.get<NotificationsPage>(
        '/userAdmin/notification/fetchAll',
        { perPage: PAGE_SIZES.notifications, pageNo, filter },
        { toast: false, signal },
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export const useMarkAsRead = () =>
  useNotificationMutation((id: string) =>
    api.put<NotificationAnswers['one']>('/userAdmin/notification/markAsRead', { id }),
  );
export const useMarkAllAsRead = () =>
  useNotificationMutation<void>(() =>
    api.put<NotificationAnswers['markedAll']>('/userAdmin/notification/markAllAsRead'),
  );
export const useDeleteNotification = () =>
  useNotificationMutation((id: string) =>
    api.delete<NotificationAnswers['deleted']>('/userAdmin/notification/delete', { id }),
  );
export const useDeleteAllNotifications = () =>
  useNotificationMutation<void>(() =>
    api.delete<NotificationAnswers['deletedAll']>('/userAdmin/notification/deleteAll'),
  );
