import { useQuery } from '@tanstack/react-query';
import type { MySubscription, PlanId, SubscriptionRequestAnswer } from '@haat/shared';
import { api } from '../../lib/api-client.ts';

export const subscriptionKeys = { mine: ['subscription', 'mine'] as const };

/**
 * POST /subscription/request: Get Started records the request (signed in, no plan needed) and
 * answers the provider's WhatsApp number and the user's phone for the prefilled message.
 */
export const requestSubscription = (plan: PlanId) =>
  api.post<SubscriptionRequestAnswer>('/subscription/request', { plan });

/** GET /subscription/fetch: the plan, its expiry and status, and an open request. */
export function useMySubscription() {
  return useQuery({
    queryKey: subscriptionKeys.mine,
    queryFn: ({ signal }) => api.get<MySubscription>('/subscription/fetch', undefined, { signal }),
    staleTime: 0,
  });
}
