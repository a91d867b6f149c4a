import { useQuery } from '@tanstack/react-query';
import type { BuyerAnswers } from '@haat/shared';
import { api } from '@/lib/api-client.ts';

// My enquiries (issue 36 §4; the receipt's call is components/query-form/api.ts):
// POST /myEnquiries/requestOTP {phoneNo}, POST /myEnquiries/prove {phoneNo} after the code is
// verified (POST /auth/user/verifyOTP, type ReviewBusiness), POST /myEnquiries/fetchAll {proof}.

/** The code's type: the reviews' own, so one code proves a buyer for both (server routes.ts). */
export const BUYER_OTP_TYPE = 'ReviewBusiness' as const;

export const buyerKeys = {
  /** Not under 'public': a review written elsewhere must not refetch a buyer's list by itself. */
  mine: (phoneNo: string) => ['myEnquiries', phoneNo] as const,
};

/** Sends the code (its failures, such as 'Please wait … seconds', are the caller's to show). */
export const requestBuyerOtp = (phoneNo: string, toast = true) =>
  api.post<null>('/myEnquiries/requestOTP', { phoneNo }, { toast });

/** Spends the verified code for a day's proof of the phone. */
export const proveBuyerPhone = (phoneNo: string) =>
  api.post<BuyerAnswers['proof']>('/myEnquiries/prove', { phoneNo }, { toast: false });

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
