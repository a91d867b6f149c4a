import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConsentPurpose } from '@haat/shared';
import { consentsContract } from '@haat/shared/endpoints';
import { api, endpointQuery } from '@/lib/api-client.ts';

// What the proved phone agreed to, and Stop: POST /myEnquiries/consents {proof} and
// /myEnquiries/consents/withdraw {proof, purpose}.

const consentsQuery = (proof: string) =>
  endpointQuery(consentsContract.fetchMine, { proof }, { toast: false });

export function useMyConsents(proof: string) {
  return useQuery({ ...consentsQuery(proof), select: (answer) => answer.consents, retry: false });
}

/** Withdraws one consent; the answer is the list still in force, which replaces the cached one. */
export function useWithdrawConsent(proof: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (purpose: ConsentPurpose) => api(consentsContract.withdraw, { proof, purpose }),
    onSuccess: (answer) => queryClient.setQueryData(consentsQuery(proof).queryKey, answer),
  });
}
