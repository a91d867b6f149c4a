import { Text } from '@mantine/core';
import { useTranslation } from '@/i18n/use-translation.ts';
import { formatDate, PLAN_NONE, planById, type PlanId } from '@haat/shared';
import { useActivatePlan } from '../api.ts';
import { renewalBase } from '../plan-preview.ts';
import { confirmAction } from './confirm.ts';

export type PlanHolder = {
  _id: string;
  name: string;
  phoneNo: string;
  plan: string;
  planExpiresAt: string | null;
};

export function CurrentPlan({ user }: { user: Pick<PlanHolder, 'plan' | 'planExpiresAt'> }) {
  const { t } = useTranslation();
  if (user.plan === PLAN_NONE || !user.planExpiresAt) {
    return (
      <Text size="sm" c="dimmed">
        {t('admin.plans.noPlan')}
      </Text>
    );
  }
  const expired = new Date(user.planExpiresAt) < new Date();
  return (
    <Text size="sm" c={expired ? 'red.8' : undefined}>
      {t(expired ? 'admin.plans.expiredOn' : 'admin.plans.until', {
        plan: user.plan,
        date: formatDate(user.planExpiresAt),
      })}
    </Text>
  );
}

/** Activate with a confirm that says what the expiry will be counted from. */
export function useActivate() {
  const { t } = useTranslation();
  const activate = useActivatePlan(t('admin.plans.activated'));
  const ask = (user: PlanHolder, plan: PlanId, requestId?: string, onDone?: () => void) => {
    const details = planById(plan)!;
    confirmAction({
      title: t('admin.plans.activateTitle', { plan }),
      text: t('admin.plans.activateText', {
        plan,
        duration: details.duration,
        name: user.name,
        phone: user.phoneNo,
        from: formatDate(renewalBase(user.planExpiresAt, user.plan, new Date())),
      }),
      onConfirm: () => activate.mutate({ id: user._id, plan, requestId }, { onSuccess: onDone }),
    });
  };
  return { ask, busy: activate.isPending };
}
