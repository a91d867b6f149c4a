import { useQuery } from '@tanstack/react-query';
import { buyerEnquiriesContract, requirementsContract } from '@haat/shared/endpoints';
import { endpointQuery } from '@/lib/api-client.ts';

// My enquiries (docs/decisions/031-buyer-enquiries.md; the receipt's call is
// entities/enquiry/api.ts, the phone's proof entities/otp/buyer-otp.ts): POST /myEnquiries/fetchAll
// {proof}.

type Proved = { proof: string; phoneNo: string } | null;

/**
 * The proved phone's enquiries; a 403 (the proof ran out) is the page's to handle. Its key is not
 * under 'public': a review written elsewhere must not refetch a buyer's list by itself.
 */
export const myEnquiriesQuery = (proof: Proved) =>
  endpointQuery(buyerEnquiriesContract.fetchAll, { proof: proof?.proof ?? '' }, { toast: false });

/** The phone's requirements, beside its enquiries. */
export const myRequirementsQuery = (proof: Proved) =>
  endpointQuery(requirementsContract.mine, { proof: proof?.proof ?? '' }, { toast: false });

export function useMyEnquiries(proof: Proved) {
  return useQuery({
    ...myEnquiriesQuery(proof),
    enabled: proof !== null,
    retry: false,
  });
}

/**
 * POST /requirements/mine {proof}: the proved phone's posted requirements, newest
 * first; a 403 is the page's to handle, as for the enquiries.
 */
export function useMyRequirements(proof: Proved) {
  return useQuery({
    ...myRequirementsQuery(proof),
    select: (answer) => answer.requirements,
    enabled: proof !== null,
    retry: false,
  });
}
