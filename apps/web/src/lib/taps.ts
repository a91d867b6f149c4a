import type { TapAction } from '@haat/shared';
import { api } from './api-client.ts';
import type { ViewedKind } from './views.ts';

/**
 * POST /public/{product,service,business}/taps {id, action}: a Call Now, WhatsApp or Share tap,
 * for the seller's insights (issue 24). Sent as a keep-alive request so it survives the page
 * handing over to the dialler or WhatsApp; never awaited and its failure ignored, like views.
 */
export function countTap(kind: ViewedKind, id: string, action: TapAction): void {
  void api
    .post<unknown>(
      `/public/${kind}/taps`,
      { id, action },
      { toast: false, navigate: false, askPlan: false, keepalive: true },
    )
    .catch(() => undefined);
}
