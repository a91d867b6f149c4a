import { i18n } from '@/i18n/index.ts';
import { applyErrorDecision } from './api-effects.ts';
import { decideOnError, isApiError } from './api-errors.ts';
import { showToast } from './toast.ts';

/**
 * The error toast the API client would have shown, for calls made with `toast: false` whose
 * caller handles some failures itself (a field error) and leaves the rest to the usual rules.
 */
export function showApiErrorToast(error: unknown) {
  if (!isApiError(error)) {
    showToast('error', i18n.t('errors.unexpected'));
    return;
  }
  const { toast } = decideOnError(error);
  applyErrorDecision(
    { clearStorage: false, navigateTo: null, askPlan: false, toast },
    { toast: true, navigate: false, askPlan: false },
  );
}
