import { buyerEnquiriesContract } from '@haat/shared/endpoints';
import { api } from '@/lib/api-client.ts';

// A buyer proves a phone: POST /myEnquiries/requestOTP {phoneNo}, then the code
// verified (POST /auth/user/verifyOTP, type ReviewBusiness), then POST /myEnquiries/prove
// {phoneNo} for a day's proof. My enquiries and a posted requirement both ask so.

/** The code's type: the reviews' own, so one code proves a buyer for both (server routes.ts). */
export const BUYER_OTP_TYPE = 'ReviewBusiness' as const;

/** Sends the code (its failures, such as 'Please wait … seconds', are the caller's to show). */
export const requestBuyerOtp = (phoneNo: string, toast = true) =>
  api(buyerEnquiriesContract.requestOtp, { phoneNo }, { toast });

/** Spends the verified code for a day's proof of the phone. */
export const proveBuyerPhone = (phoneNo: string) =>
  api(buyerEnquiriesContract.prove, { phoneNo }, { toast: false });
