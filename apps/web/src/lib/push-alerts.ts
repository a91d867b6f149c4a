// Web Push on this browser, shared by the seller's alerts card (features/
// notifications) and the prompt above the enquiry inbox (entities/notification/push-prompt.tsx): its state,
// and turning it on or off with the server. The browser's permission is asked only from a button.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { alertsContract } from '@haat/shared/endpoints';
import { useTranslation } from '@/i18n/use-translation.ts';
import { api, endpointKey } from './api-client.ts';
import { ApiError } from './api-errors.ts';
import { pushDeviceState, turnOffPush, turnOnPush } from './push-device.ts';
import { showToast } from './toast.ts';

/** The queries of alerts: the seller's preferences (the server's) and this browser's state. */
export const ALERT_KEYS = {
  preferences: endpointKey(alertsContract.fetchPreferences),
  device: ['alerts', 'push-device'] as const,
};

/** Whether this browser gets Web Push alerts (asked of the browser, never of its permission). */
export function usePushDevice() {
  return useQuery({ queryKey: ALERT_KEYS.device, queryFn: pushDeviceState, staleTime: Infinity });
}

/**
 * The seller pressed "Turn on alerts on this phone": the browser's permission, its subscription
 * to the server's key, then the server keeps it. Answers 'blocked' when permission was refused.
 */
export function useTurnOnPush() {
  const queryClient = useQueryClient();
  // Pushes reach this browser in the language the app is in when the seller turns them on.
  const { i18n } = useTranslation();
  return useMutation({
    mutationFn: async () => {
      const { publicKey } = await api(alertsContract.pushKey, undefined);
      const subscription = await turnOnPush(publicKey);
      if (subscription === 'blocked') return 'blocked' as const;
      try {
        return await api(alertsContract.subscribePush, {
          ...subscription,
          language: i18n.language,
        });
      } catch (error) {
        // A browser subscribed that the server does not know would only say "on" falsely.
        await turnOffPush().catch(() => null);
        throw error;
      }
    },
    onSuccess: (answer) => {
      if (answer !== 'blocked') queryClient.setQueryData(ALERT_KEYS.preferences, answer);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ALERT_KEYS.device }),
  });
}

/** "Turn off on this phone": the browser forgets its subscription, and so does the server. */
export function useTurnOffPush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const endpoint = await turnOffPush();
      if (!endpoint) return null;
      return api(alertsContract.unsubscribePush, { endpoint });
    },
    onSuccess: (answer) => {
      if (answer) queryClient.setQueryData(ALERT_KEYS.preferences, answer);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ALERT_KEYS.device }),
  });
}

/**
 * Turns Web Push on for this browser with one button, and only then asks the
 * browser's permission. Shared by the alerts card and the inbox's prompt: `onDone` hears the
 * outcome.
 */
export function useTurnOnThisPhone(onDone?: (outcome: 'on' | 'blocked') => void) {
  const { t } = useTranslation();
  const turnOn = useTurnOnPush();
  const run = async () => {
    try {
      const answer = await turnOn.mutateAsync();
      if (answer === 'blocked') {
        onDone?.('blocked');
        return;
      }
      showToast('success', t('alertMsg.pushSubscribed'));
      onDone?.('on');
    } catch (error) {
      // The API client showed the server's words; the browser's own failure is said here.
      if (!(error instanceof ApiError)) showToast('error', t('pushAlerts.failed'));
    }
  };
  return { run, pending: turnOn.isPending };
}
