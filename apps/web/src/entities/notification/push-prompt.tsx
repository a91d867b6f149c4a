import { useState } from 'react';
import { Button, Card, Container, Group, Stack, Text } from '@mantine/core';
import { IconBellRinging } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { leadsContract } from '@haat/shared/endpoints';
import { useTranslation } from '@/i18n/use-translation.ts';
import { api } from '@/lib/api-client.ts';
import { usePushDevice, useTurnOnThisPhone } from '@/lib/push-alerts.ts';

/** "Not now" keeps the prompt away from this browser for two weeks. */
const DISMISSED_KEY = 'haat.pushPrompt.dismissedAt';
const DISMISS_MS = 14 * 24 * 60 * 60 * 1000;

const dismissedLately = () => {
  try {
    const at = Number(window.localStorage.getItem(DISMISSED_KEY));
    return Number.isFinite(at) && Date.now() - at < DISMISS_MS;
  } catch {
    return false;
  }
};

/** Whether the seller has any enquiry at all (one row of the inbox is enough to know). */
function useHasEnquiries(enabled: boolean) {
  return useQuery({
    queryKey: ['alerts', 'has-enquiries'],
    queryFn: ({ signal }) =>
      api(leadsContract.fetchEnquiries, { perPage: 1, pageNo: 1 }, { toast: false, signal }),
    select: (page) => page.total > 0,
    enabled,
  });
}

/**
 * Above the enquiry inbox: a seller who has enquiries and no alerts on this phone is
 * offered them, with a clear button; the browser's permission is asked only when it is pressed.
 * Nothing shows where the browser cannot push, has refused, or the seller said "Not now".
 */
export function PushPrompt() {
  const { t } = useTranslation();
  const device = usePushDevice();
  const [hidden, setHidden] = useState(dismissedLately);
  const offered = device.data === 'off' && !hidden;
  const hasEnquiries = useHasEnquiries(offered);
  const turnOn = useTurnOnThisPhone(() => setHidden(true));
  if (!offered || !hasEnquiries.data) return null;
  const notNow = () => {
    try {
      window.localStorage.setItem(DISMISSED_KEY, String(Date.now()));
    } catch {
      // Private mode: hidden for this visit only.
    }
    setHidden(true);
  };
  // The inbox's frame (PageShell) starts below: the same width and sides, so the two line up.
  return (
    <Container size="lg" w="100%" pt={{ base: 'md', sm: 'lg' }}>
      <Card
        withBorder
        radius="lg"
        p="md"
        component="section"
        aria-labelledby="push-prompt-title"
        data-testid="push-prompt"
      >
        <Stack gap="xs">
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <IconBellRinging size={20} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Stack gap={2} miw={0}>
              <Text fw={700} id="push-prompt-title">
                {t('pushAlerts.promptTitle')}
              </Text>
              <Text size="sm">{t('pushAlerts.promptText')}</Text>
            </Stack>
          </Group>
          <Group gap="sm">
            <Button
              leftSection={<IconBellRinging size={18} aria-hidden />}
              loading={turnOn.pending}
              onClick={() => void turnOn.run()}
            >
              {t('pushAlerts.turnOn')}
            </Button>
            <Button variant="subtle" onClick={notNow}>
              {t('pushAlerts.notNow')}
            </Button>
          </Group>
        </Stack>
      </Card>
    </Container>
  );
}
