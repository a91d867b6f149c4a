import type { ReactNode } from 'react';
import { Alert } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconClockHour4 } from '@tabler/icons-react';
import { formatDate } from '@haat/shared';
import { useTranslation } from '@/i18n/use-translation.ts';
import { planStatusView } from '../plan-status.ts';

const ICONS = { Active: IconCircleCheck, Expiring: IconClockHour4, Expired: IconAlertTriangle };

/**
 * A paid plan's state with the spec's title (§4 Plan status: 'Your plan is active', 'Your plan
 * expires soon', 'Your plan has expired') and its date in India time: until when it runs, or
 * when it ended. Nothing on Plan 0. `children` follow the text (a link, a hint to renew).
 */
export function PlanStatusAlert({
  plan,
  planExpiresAt,
  children,
}: {
  plan: string;
  planExpiresAt: string | null;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const view = planStatusView(plan, planExpiresAt);
  if (!view) return null;
  const Icon = ICONS[view.status];
  const date = planExpiresAt ? formatDate(planExpiresAt) : null;
  return (
    <Alert
      color={view.color}
      variant="light"
      radius="md"
      icon={<Icon size={22} />}
      title={t(`msg.plan${view.status}`)}
      data-testid="plan-status"
      data-status={view.status}
    >
      {view.status === 'Expired'
        ? date
          ? t('subscription.endedOn', { plan, date })
          : t('subscription.expiredText')
        : t('subscription.currentPlan', { plan, date })}{' '}
      {children}
    </Alert>
  );
}
