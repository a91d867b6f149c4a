import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconBellRinging, IconCheck } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/use-translation.ts';
import { ApiError } from '@/lib/api-errors.ts';
import { usePushDevice, useTurnOffPush, useTurnOnThisPhone } from '@/lib/push-alerts.ts';
import { showToast } from '@/lib/toast.ts';
import { useAlertPreferences } from '../alert-api.ts';

/** The card's part for this phone: its state, and the button that changes it. */
export function PushAlertsSection() {
  const { t } = useTranslation();
  const device = usePushDevice();
  const turnOn = useTurnOnThisPhone();
  const turnOff = useTurnOffPush();
  const preferences = useAlertPreferences();
  // A browser still subscribed that the server no longer counts (the push service said it was
  // gone, or another account took it) is off: its button saves the same subscription again.
  const forgotten = device.data === 'on' && preferences.data?.pushDevices === 0;
  const state = forgotten ? 'off' : device.data;
  return (
    <Stack gap="xs" data-testid="push-alerts" data-state={state ?? 'checking'}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <IconBellRinging size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        <Text size="sm">{t('pushAlerts.hint')}</Text>
      </Group>
      {state === 'on' ? (
        <Group gap="sm" justify="space-between">
          <Group gap={6} wrap="nowrap">
            <IconCheck size={18} color="var(--mantine-color-green-7)" aria-hidden />
            <Text size="sm" fw={600}>
              {t('pushAlerts.on')}
            </Text>
          </Group>
          <Button
            variant="default"
            loading={turnOff.isPending}
            onClick={() =>
              turnOff.mutateAsync().then(
                () => showToast('success', t('alertMsg.pushUnsubscribed')),
                (error: unknown) => {
                  if (!(error instanceof ApiError)) showToast('error', t('pushAlerts.failed'));
                },
              )
            }
          >
            {t('pushAlerts.turnOff')}
          </Button>
        </Group>
      ) : null}
      {state === 'off' ? (
        <Group>
          <Button
            leftSection={<IconBellRinging size={18} aria-hidden />}
            loading={turnOn.pending}
            onClick={() => void turnOn.run()}
          >
            {t('pushAlerts.turnOn')}
          </Button>
        </Group>
      ) : null}
      {state === 'blocked' ? (
        <Alert color="saffron" variant="light" p="sm">
          <Text size="sm">{t('pushAlerts.blocked')}</Text>
        </Alert>
      ) : null}
      {state === 'unsupported' ? (
        <Text size="sm" c="dimmed">
          {t('pushAlerts.unsupported')}
        </Text>
      ) : null}
    </Stack>
  );
}
