import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconClockHour4, IconCrown } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '@/i18n/use-translation.ts';
import { formatDate, formatDateTime, formatPrice, planById } from '@haat/shared';
import { PageShell } from '@/components/page-shell.tsx';
import { useMySubscription } from '../api.ts';
import { PlanStatusAlert } from '../components/plan-status-alert.tsx';
import { planStatusView } from '../plan-status.ts';

/** /userAdmin/subscription: the plan, its expiry in Asia/Kolkata and its status. */
export default function MySubscriptionPage() {
  const { t } = useTranslation();
  const mine = useMySubscription();
  const data = mine.data;
  const view = data ? planStatusView(data.plan, data.planExpiresAt) : null;
  const details = data ? planById(data.plan) : undefined;

  return (
    <PageShell title={t('pages.subscription')}>
      {mine.isError ? (
        <Alert color="red" variant="light" title={t('errors.pageTitle')}>
          <Button variant="light" color="red" mt="sm" onClick={() => void mine.refetch()}>
            {t('errors.reload')}
          </Button>
        </Alert>
      ) : null}
      {data ? (
        <Stack gap="lg" maw={720}>
          {view ? (
            <PlanStatusAlert plan={data.plan} planExpiresAt={data.planExpiresAt} />
          ) : (
            <Alert color="gray" variant="light" radius="md" icon={<IconCrown size={22} />}>
              {t('subscription.noPlan')}
            </Alert>
          )}
          <Card withBorder radius="lg" padding="lg">
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              <Stack gap={2}>
                <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                  {t('subscription.plan')}
                </Text>
                <Title order={2} fz={22}>
                  {data.plan}
                </Title>
                {details ? (
                  <Text size="sm" c="dimmed">
                    {t('subscription.planDetails', {
                      duration: details.duration,
                      price: formatPrice(details.price),
                    })}
                  </Text>
                ) : null}
              </Stack>
              <Stack gap={2}>
                <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                  {t('subscription.expires')}
                </Text>
                <Text fw={700} fz="lg">
                  {data.planExpiresAt ? formatDate(data.planExpiresAt) : '—'}
                </Text>
              </Stack>
              <Stack gap={4} align="flex-start">
                <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                  {t('subscription.status')}
                </Text>
                {view ? (
                  <Badge color={view.color} variant="light" size="lg">
                    {t(`subscription.statuses.${view.status}`)}
                  </Badge>
                ) : (
                  <Text>—</Text>
                )}
              </Stack>
            </SimpleGrid>
          </Card>
          {data.openRequest ? (
            <Alert variant="light" color="peacock" icon={<IconClockHour4 size={20} />}>
              {t('subscription.openRequest', {
                plan: data.openRequest.plan,
                date: formatDateTime(data.openRequest.createdAt),
              })}
            </Alert>
          ) : null}
          <Group>
            <Button component={Link} to="/subscriptionPlans" leftSection={<IconCrown size={18} />}>
              {view ? t('subscription.renew') : t('subscription.buyTitle')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </PageShell>
  );
}
