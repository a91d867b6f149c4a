import { Badge, Button, Card, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconCrown } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/use-translation.ts';
import type { PLANS } from '@haat/shared';
import { formatPrice } from '@haat/shared';

type Plan = (typeof PLANS)[number];

type Props = {
  plan: Plan;
  /** The user's current plan: marked on its card. */
  current?: boolean;
  busy: boolean;
  onGetStarted: () => void;
};

/** One plan: name, duration, ₹ price, what it gives, Get Started. */
export function PlanCard({ plan, current, busy, onGetStarted }: Props) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="lg" padding="lg" shadow="xs" h="100%" data-testid={`plan-${plan.id}`}>
      <Stack gap="md" h="100%" justify="space-between">
        <Stack gap="sm">
          <Stack gap={6} align="flex-start">
            <ThemeIcon variant="light" color="saffron" size={40} radius="md">
              <IconCrown size={22} />
            </ThemeIcon>
            <Title order={2} fz={22}>
              {plan.label}
            </Title>
            {current ? (
              <Badge color="teal" variant="light">
                {t('subscription.currentBadge')}
              </Badge>
            ) : null}
            {plan.discount ? <Badge color="red">{plan.discount}</Badge> : null}
          </Stack>
          <Stack gap={0}>
            <Text fz={36} fw={800} lh={1.1}>
              {formatPrice(plan.price)}
            </Text>
            <Text c="dimmed" size="sm">
              {t('subscription.forDuration', { duration: plan.duration })}
            </Text>
          </Stack>
          <List
            spacing={6}
            size="sm"
            icon={
              <ThemeIcon color="teal" variant="light" size={20} radius="xl">
                <IconCheck size={13} />
              </ThemeIcon>
            }
          >
            <List.Item>{t('subscription.perks.businesses')}</List.Item>
            <List.Item>{t('subscription.perks.listings')}</List.Item>
            <List.Item>{t('subscription.perks.leads')}</List.Item>
          </List>
        </Stack>
        <Button size="md" fullWidth onClick={onGetStarted} disabled={busy}>
          {t('subscription.getStarted')}
        </Button>
      </Stack>
    </Card>
  );
}
