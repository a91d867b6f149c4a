import { Alert, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { CONSENT_MSG, formatDate } from '@haat/shared';
import { useTranslation } from '@/i18n/use-translation.ts';
import { useSingleFlight } from '@/lib/single-flight.ts';
import { showToast } from '@/lib/toast.ts';
import { localizeMessage } from '@/lib/rule-messages.ts';
import { useMyConsents, useWithdrawConsent } from '../consents-api.ts';

/**
 * What the proved phone agreed to (each message Haat sends only because of a yes), with a Stop
 * beside each: withdrawing is one tap, as giving was.
 */
export function ConsentsPanel({ proof }: { proof: string }) {
  const { t } = useTranslation();
  const consents = useMyConsents(proof);
  const withdraw = useWithdrawConsent(proof);
  const { busy, run } = useSingleFlight();

  return (
    <Card withBorder radius="lg" padding="md" component="section" aria-labelledby="my-consents">
      <Stack gap="xs">
        <Title order={2} fz="md" id="my-consents">
          {t('consent.panelTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('consent.panelIntro')}
        </Text>
        {consents.isPending ? (
          <Skeleton height={40} radius="md" />
        ) : consents.isError ? (
          <Alert color="red" variant="light" role="alert">
            {t('consent.failed')}
          </Alert>
        ) : consents.data.length === 0 ? (
          <Text size="sm">{t('consent.none')}</Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {consents.data.map((consent) => {
              const purpose = t(`consent.purposes.${consent.purpose}`);
              return (
                <Group
                  key={consent.purpose}
                  component="li"
                  justify="space-between"
                  wrap="nowrap"
                  gap="sm"
                  align="flex-start"
                >
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text size="sm" fw={600}>
                      {purpose}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t('consent.given', {
                        date: formatDate(consent.givenAt),
                        version: consent.noticeVersion,
                      })}
                    </Text>
                  </Stack>
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    loading={busy}
                    // The purpose's words may wrap; the button keeps its own width.
                    style={{ flexShrink: 0 }}
                    aria-label={t('consent.stopLabel', { purpose })}
                    onClick={() =>
                      run(async () => {
                        try {
                          await withdraw.mutateAsync(consent.purpose);
                        } catch {
                          return; // the API client has shown the server's message
                        }
                        showToast('success', localizeMessage(CONSENT_MSG.withdrawn));
                      })
                    }
                  >
                    {t('consent.stop')}
                  </Button>
                </Group>
              );
            })}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
