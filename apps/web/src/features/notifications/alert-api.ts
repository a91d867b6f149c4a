import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AlertPreferencesBody } from '@haat/shared';
import { alertsContract } from '@haat/shared/endpoints';
import { api, endpointQuery } from '@/lib/api-client.ts';
import { ALERT_KEYS as alertKeys } from '@/lib/push-alerts.ts';

/** GET /userAdmin/alerts/preferences: the seller's SMS choice and quiet hours. */
export function useAlertPreferences() {
  return useQuery({
    ...endpointQuery(alertsContract.fetchPreferences, undefined, { toast: false }),
    select: (payload) => payload.preferences,
  });
}

/** PUT: the answer is what was stored, shown at once. */
export function useSaveAlertPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AlertPreferencesBody) => api(alertsContract.savePreferences, body),
    onSuccess: (payload) => queryClient.setQueryData(alertKeys.preferences, payload),
  });
}
