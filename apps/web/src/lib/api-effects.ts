import { i18n } from '@/i18n/index.ts';
import type { ErrorDecision } from './api-errors.ts';
import { clearStorage } from './auth-storage.ts';
import { localizeAnswer } from './messages.ts';
import { navigateTo } from './navigation.ts';
import { showToast } from './toast.ts';
import { openConfirmModal } from './modals.ts';

/** 'You need to buy a plan to use this feature' → Proceed leads to /subscriptionPlans. */
export function askToBuyPlan() {
  openConfirmModal({
    // One id: while it is open, further calls failing the same way do not stack a second one.
    modalId: 'plan-required',
    title: i18n.t('plan.title'),
    children: i18n.t('msg.planRequired'),
    labels: { confirm: i18n.t('common.proceed'), cancel: i18n.t('common.goBack') },
    centered: true,
    onConfirm: () => navigateTo('/subscriptionPlans'),
  });
}

/** Carries out what decideOnError decided, minus what the caller opted out of. */
export function applyErrorDecision(
  decision: ErrorDecision,
  allow: { toast: boolean; navigate: boolean; askPlan: boolean },
) {
  if (decision.clearStorage) clearStorage();
  if (allow.toast && decision.toast) {
    const { toast } = decision;
    const message =
      toast.kind === 'server'
        ? localizeAnswer(toast)
        : i18n.t(toast.kind === 'network' ? 'errors.network' : 'errors.unexpected');
    showToast('error', message);
  }
  if (allow.askPlan && decision.askPlan) askToBuyPlan();
  if (allow.navigate && decision.navigateTo) navigateTo(decision.navigateTo, { replace: true });
}
