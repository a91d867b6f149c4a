import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

export const notificationKeys = {
  all: ['notifications'] as const,
  count: (token: string | null) => ['notifications', 'count', token] as const,
};

/**
 * Unread count for the header badge, only with a token. A background call: a failure shows
 * nothing and moves nowhere (the badge just hides), though a dead token still logs out.
 */
export function useNotificationCount(token: string | null) {
  return useQuery({
    queryKey: notificationKeys.count(token),
    queryFn: ({ signal }) =>
      api.get<{ total: number }>('/userAdmin/notification/count', undefined, {
        toast: false,
        navigate: false,
        askPlan: false,
        signal,
      }),
    enabled: Boolean(token),
    select: (payload) => payload.total,
    refetchInterval: 60_000,
  });
}
