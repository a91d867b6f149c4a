import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ALERT_MSG, type AlertPreferences, type AlertPreferencesBody } from '@haat/shared';
import { api } from '@/lib/api-client.ts';
import { addMessageKeys } from '@/lib/messages.ts';
import { ALERT_KEYS as alertKeys, type PreferencesAnswer } from '@/lib/push-alerts.ts';

// The server's refusals of a preference, shown in the reader's language.
addMessageKeys('alertMsg', ALERT_MSG);

const path = '/userAdmin/alerts/preferences';

/** GET /userAdmin/alerts/preferences: the seller's SMS choice and quiet hours (issue 36 §1). */
export function useAlertPreferences() {
  return useQuery({
    queryKey: alertKeys.preferences,
    queryFn: ({ signal }) =>
      api.get<{ preferences: AlertPreferences }>(path, undefined, { toast: false, signal }),
    select: (payload) => payload.preferences,
  });
}

/** PUT: the answer is what was stored, shown at once. */
export function useSaveAlertPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AlertPreferencesBody) => api.put<PreferencesAnswer>(path, body),
    onSuccess: (payload) => queryClient.setQueryData(alertKeys.preferences, payload),
  });
}
