import type { TapAction } from '@haat/shared';
import { insightsContract } from '@haat/shared/endpoints';
import { api, type RequestOptions } from './api-client.ts';
import type { ViewedKind } from './views.ts';

type TapBody = { id: string; action: TapAction };

/** Each kind's endpoint (contract/insights.ts). */
const tapCalls = {
  product: (body: TapBody, options: RequestOptions) =>
    api(insightsContract.tapProduct, body, options),
  service: (body: TapBody, options: RequestOptions) =>
    api(insightsContract.tapService, body, options),
  business: (body: TapBody, options: RequestOptions) =>
    api(insightsContract.tapBusiness, body, options),
};

/**
 * POST /public/{product,service,business}/taps {id, action}: a Call Now, WhatsApp or Share tap,
 * for the seller's insights. Sent as a keep-alive request so it survives the page
 * handing over to the dialler or WhatsApp; never awaited and its failure ignored, like views.
 */
export function countTap(kind: ViewedKind, id: string, action: TapAction): void {
  void tapCalls[kind](
    { id, action },
    { toast: false, navigate: false, askPlan: false, keepalive: true },
  ).catch(() => undefined);
}
