import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { grievancesContract } from '@haat/shared/endpoints';
import { api, endpointKey, endpointQuery } from '@/lib/api-client.ts';

// Grievances in the console: GET /admin/grievances (open first by due date) and
// PUT /admin/grievances/answer {id, answer}; a refusal is toasted in the reader's language.

export const useAdminGrievances = () =>
  useQuery({
    ...endpointQuery(grievancesContract.list, undefined),
    select: (answer) => answer.grievances,
    staleTime: 0,
  });

export function useAnswerGrievance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; answer: string }) => api(grievancesContract.answer, input),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: endpointKey(grievancesContract.list) }),
  });
}
