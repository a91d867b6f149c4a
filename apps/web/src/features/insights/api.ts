import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { InsightPeriod } from '@haat/shared';
import { insightsContract } from '@haat/shared/endpoints';
import { endpointQuery } from '@/lib/api-client.ts';

// The seller's insights: GET /api/userAdmin/insights/fetch {days, businessId?}.

/** Totals with their change, the daily series, top 10 listings and search words of a period. */
export function useInsights(days: InsightPeriod, businessId: string | null) {
  return useQuery({
    ...endpointQuery(
      insightsContract.fetch,
      { days, businessId: businessId ?? undefined },
      // The screen shows its own state when the call fails or names another's business.
      { toast: false },
    ),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
