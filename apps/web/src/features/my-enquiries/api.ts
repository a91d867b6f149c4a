import { useQuery } from '@tanstack/react-query';
import type { BuyerAnswers, RequirementAnswers } from '@haat/shared';
import { api } from '@/lib/api-client.ts';

// My enquiries (issue 36 §4; the receipt's call is entities/enquiry/api.ts, the phone's
// proof entities/otp/buyer-otp.ts): POST /myEnquiries/fetchAll {proof}.

export const buyerKeys = {
  /** Not under 'public': a review written elsewhere must not refetch a buyer's list by itself. */
  mine: (phoneNo: string) => ['myEnquiries', phoneNo] as const,
  /** The phone's requirements (issue 37), beside its enquiries. */
  requirements: (phoneNo: string) => ['myEnquiries', phoneNo, 'requirements'] as const,
};

/** The proved phone's enquiries; a 403 (the proof ran out) is the page's to handle. */
export function useMyEnquiries(proof: { proof: string; phoneNo: string } | null) {
  return useQuery({
    queryKey: buyerKeys.mine(proof?.phoneNo ?? ''),
    queryFn: ({ signal }) =>
      api.post<BuyerAnswers['list']>(
        '/myEnquiries/fetchAll',
        { proof: proof?.proof },
        { signal, toast: false },
      ),
    enabled: proof !== null,
    retry: false,
  });
}

/**
 * POST /requirements/mine {proof}: the proved phone's posted requirements (issue 37), newest
 * first; a 403 is the page's to handle, as for the enquiries.
 */
export function useMyRequirements(proof: { proof: string; phoneNo: string } | null) {
  return useQuery({
    queryKey: buyerKeys.requirements(proof?.phoneNo ?? ''),
    queryFn: ({ signal }) =>
      api.post<RequirementAnswers['mine']>(
        '/requirements/mine',
        { proof: proof?.proof },
        { signal, toast: false },
      ),
    select: (answer) => answer.requirements,
    enabled: proof !== null,
    retry: false,
  });
}
