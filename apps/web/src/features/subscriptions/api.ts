import { useQuery } from '@tanstack/react-query';
import type { PlanId } from '@haat/shared';
import { subscriptionsContract } from '@haat/shared/endpoints';
import { api, endpointKey } from '@/lib/api-client.ts';
import { getUserData, setUserData } from '@/lib/auth-storage.ts';

/**
 * POST /subscription/request: Get Started records the request (signed in, no plan needed) and
 * answers the provider's WhatsApp number and the user's phone for the prefilled message.
 */
export const requestSubscription = (plan: PlanId) => api(subscriptionsContract.request, { plan });

/**
 * GET /subscription/fetch: the plan, its expiry and status, and an open request. The answer
 * also refreshes the stored userData's plan, so the menu (Subscriptions or My Subscription)
 * follows a plan that ran out or was renewed since login.
 */
export function useMySubscription({ background = false, enabled = true } = {}) {
  return useQuery({
    queryKey: endpointKey(subscriptionsContract.fetchMine),
    queryFn: async ({ signal }) => {
      // In the background (a public page) a failure shows nothing: the page falls back on what
      // login stored.
      const quiet = background ? { toast: false, navigate: false, askPlan: false } : {};
      const mine = await api(subscriptionsContract.fetchMine, undefined, { signal, ...quiet });
      const stored = getUserData();
      if (stored && (stored.plan !== mine.plan || stored.planExpiresAt !== mine.planExpiresAt)) {
        setUserData({ ...stored, plan: mine.plan, planExpiresAt: mine.planExpiresAt });
      }
      return mine;
    },
    enabled,
    staleTime: 0,
  });
}
