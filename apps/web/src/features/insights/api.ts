import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { InsightPeriod, InsightsAnswer } from '@haat/shared';
import { api } from '@/lib/api-client.ts';

// The seller's insights (issue 24 §1): GET /api/userAdmin/insights/fetch {days, businessId?}.

export const insightKeys = {
  all: ['insights'] as const,
  one: (days: InsightPeriod, businessId: string | null) =>
    ['insights', days, businessId ?? 'all'] as const,
};

/** Totals with their change, the daily series, top 10 listings and search words of a period. */
export function useInsights(days: InsightPeriod, businessId: string | null) {
  return useQuery({
    queryKey: insightKeys.one(days, businessId),
    queryFn: ({ signal }) =>
      api.get<InsightsAnswer>(
        '/userAdmin/insights/fetch',
        { days, businessId: businessId ?? undefined },
        // The screen shows its own state when the call fails or names another's business.
        { toast: false, signal },
      ),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
