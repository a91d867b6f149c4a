import { useState } from 'react';
import {
  Button,
  Card,
  Divider,
  Group,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconDeviceMobileMessage } from '@tabler/icons-react';
import { formatDate, type AlertPreferences } from '@haat/shared';
import { useTranslation } from '@/i18n/use-translation.ts';
import { showToast } from '@/lib/toast.ts';
import { useAlertPreferences, useSaveAlertPreferences } from '../alert-api.ts';
import { PushAlertsSection } from './push-alerts-section.tsx';

/**
 * How the seller hears of a new enquiry, above their notifications: Web Push on this
 * phone (its button, and only it, asks the browser's permission), then SMS and quiet hours.
 */
export function AlertPreferencesCard() {
  const { t } = useTranslation();
  const preferences = useAlertPreferences();
  return (
    <Card withBorder radius="lg" p="md" component="section" aria-labelledby="alert-preferences">
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <IconDeviceMobileMessage size={20} aria-hidden />
          <Title order={2} size="h4" id="alert-preferences">
            {t('alertPreferences.title')}
          </Title>
        </Group>
        <PushAlertsSection />
        <Divider />
        {preferences.data ? (
          <AlertForm key={JSON.stringify(preferences.data)} stored={preferences.data} />
        ) : (
          <Skeleton h={96} radius="md" visible={!preferences.isError} />
        )}
      </Stack>
    </Card>
  );
}

function AlertForm({ stored }: { stored: AlertPreferences }) {
  const { t } = useTranslation();
  const save = useSaveAlertPreferences();
  const [sms, setSms] = useState(stored.sms);
  const [push, setPush] = useState(stored.push);
  const [quietFrom, setQuietFrom] = useState(stored.quietFrom);
  const [quietTo, setQuietTo] = useState(stored.quietTo);
  const submit = async () => {
    try {
      await save.mutateAsync({ sms, quietFrom, quietTo, push });
      showToast('success', t('alertMsg.saved'));
    } catch {
      // The client showed the server's words.
    }
  };
  return (
    <Stack
      gap="sm"
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Switch
        checked={sms}
        onChange={(event) => setSms(event.currentTarget.checked)}
        disabled={!stored.smsAvailable}
        label={t('alertPreferences.sms', { phoneNo: stored.phoneNo })}
        description={
          stored.smsAvailable ? t('alertPreferences.smsHint') : t('alertPreferences.smsUnavailable')
        }
      />
      <ConsentSince since={stored.smsSince} />
      {stored.pushDevices > 0 ? (
        <Switch
          checked={push}
          onChange={(event) => setPush(event.currentTarget.checked)}
          label={t('pushAlerts.pushSwitch')}
          description={t('pushAlerts.devices', { count: stored.pushDevices })}
        />
      ) : null}
      {stored.pushDevices > 0 ? <ConsentSince since={stored.pushSince} /> : null}
      <Group gap="sm" grow preventGrowOverflow={false} wrap="wrap">
        <TextInput
          type="time"
          label={t('alertPreferences.quietFrom')}
          value={quietFrom}
          onChange={(event) => setQuietFrom(event.currentTarget.value)}
          miw={140}
        />
        <TextInput
          type="time"
          label={t('alertPreferences.quietTo')}
          value={quietTo}
          onChange={(event) => setQuietTo(event.currentTarget.value)}
          miw={140}
        />
      </Group>
      <Text size="xs" c="dimmed">
        {t('alertPreferences.quietHint')}
      </Text>
      <Group>
        <Button type="submit" loading={save.isPending}>
          {t('alertPreferences.save')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Since when the seller agreed to an alert (the consent the switch recorded), kept small. */
function ConsentSince({ since }: { since: string | Date | null }) {
  const { t } = useTranslation();
  if (!since) return null;
  return (
    <Text size="xs" c="dimmed" mt={-6}>
      {t('consent.alertSince', { date: formatDate(since) })}
    </Text>
  );
}
