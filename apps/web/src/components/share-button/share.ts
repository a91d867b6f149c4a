import { i18n } from '@/i18n/index.ts';

export type ShareContent = { title: string; text?: string; url: string };
export type ShareOutcome = 'shared' | 'cancelled' | 'unsupported' | 'failed';

type ShareNavigator = {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data?: ShareData) => boolean;
};

/**
 * Shares a page through the Web Share API (the phone's share sheet). Without it the visitor
 * sees the alert 'Web Share API is not supported in this browser.'. Closing the
 * share sheet is not an error.
 */
export async function sharePage(
  content: ShareContent,
  nav: ShareNavigator = typeof navigator === 'undefined' ? {} : navigator,
  alert: (message: string) => void = (message) => window.alert(message),
): Promise<ShareOutcome> {
  const data: ShareData = { title: content.title, text: content.text, url: content.url };
  if (typeof nav.share !== 'function' || nav.canShare?.(data) === false) {
    alert(i18n.t('msg.shareUnsupported'));
    return 'unsupported';
  }
  try {
    await nav.share(data);
    return 'shared';
  } catch (error) {
    return error instanceof Error && error.name === 'AbortError' ? 'cancelled' : 'failed';
  }
}
