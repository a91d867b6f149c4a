import {
  BUYER_ANSWERS,
  enquiryReceiptQuery,
  myEnquiriesListBody,
  myEnquiriesOtpBody,
  myEnquiriesProveBody,
} from '../schemas/buyer-enquiries.ts';
import { endpoint } from './endpoint.ts';

const tags = ['my enquiries'];

/**
 * The buyer's side of an enquiry: the receipt's seller, and My enquiries for a
 * phone proved with a one-time password. My enquiries is under /myEnquiries, not /public: public
 * GETs are kept and shared by caches, and none of these answers may be.
 */
export const buyerEnquiriesContract = {
  receipt: endpoint({
    description:
      'Who received an enquiry to this public product, service or business: the business, its public number and shop address, and its response time (null under 5 enquiries).',
    method: 'GET',
    path: '/public/enquiryReceipt',
    input: enquiryReceiptQuery,
    answers: { 200: BUYER_ANSWERS.receipt },
    messages: ['buyerMsg.receiptNotFound', 'buyerMsg.kindInvalid', 'publicMsg.invalidId'],
    tags,
  }),
  requestOtp: endpoint({
    description:
      'Sends the phone a code (type ReviewBusiness, with the limits of every code). Verify it with POST /api/auth/user/verifyOTP, then call prove.',
    method: 'POST',
    path: '/myEnquiries/requestOTP',
    input: myEnquiriesOtpBody,
    answers: { 200: BUYER_ANSWERS.done },
    messages: ['authMsg.otpSent', 'authMsg.otpDailyLimit', 'msg.phoneRequired', 'msg.phoneInvalid'],
    tags,
  }),
  prove: endpoint({
    description:
      "Spends the phone's verification (within 10 minutes of verifyOTP) and answers a proof of the phone for 24 hours.",
    method: 'POST',
    path: '/myEnquiries/prove',
    input: myEnquiriesProveBody,
    answers: { 200: BUYER_ANSWERS.proof },
    messages: [
      'buyerMsg.proved',
      'authMsg.phoneNotVerified',
      'msg.phoneRequired',
      'msg.phoneInvalid',
    ],
    tags,
  }),
  fetchAll: endpoint({
    description:
      "The proved phone's enquiries, newest first, with the seller's progress as the buyer sees it (sent, seen, contacted). 403 without a valid proof.",
    method: 'POST',
    path: '/myEnquiries/fetchAll',
    input: myEnquiriesListBody,
    answers: { 200: BUYER_ANSWERS.list },
    messages: ['buyerMsg.proofNeeded', 'buyerMsg.proofRequired'],
    tags,
  }),
};
