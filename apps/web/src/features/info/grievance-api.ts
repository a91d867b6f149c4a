import { useMutation, useQuery } from '@tanstack/react-query';
import type { GrievanceInput } from '@haat/shared';
import { grievancesContract } from '@haat/shared/endpoints';
import { api, endpointKey } from '@/lib/api-client.ts';

// A grievance about one's data: POST /grievances (the API client sends a signed-in seller's
// token, which attaches their account), and GET /grievances/:id for the person's own link.

export const useFileGrievance = () =>
  useMutation({ mutationFn: (input: GrievanceInput) => api(grievancesContract.file, input) });

/** The grievance at its link; a 404 (a wrong link) is the page's to say. */
export const useGrievance = (id: string) =>
  useQuery({
    queryKey: [...endpointKey(grievancesContract.follow), id],
    queryFn: () => api(grievancesContract.follow, undefined, { params: { id }, toast: false }),
    select: (answer) => answer.grievance,
    retry: false,
  });
