// The buyer's side of an enquiry (docs/decisions/031-buyer-enquiries.md): the receipt after
// sending, and My enquiries, where a buyer who proved their phone with a code sees what they sent
// and how far the seller got.
import { z } from 'zod';
import { envelopeSchema, type PayloadsOf } from '../api.ts';
import { BUYER_MSG } from '../buyer-messages.ts';
import { loginPhone } from './common.ts';
import { LEAD_KINDS } from './leads.ts';
import { publicIdField } from './public.ts';
import { responseTimeSchema } from './response-time.ts';

/**
 * What a buyer is told of the seller's progress: Sent, Seen (opened in the inbox), Contacted
 * (contacted, quoted, won or lost alike). The seller's other statuses, note and follow-up day
 * stay the seller's.
 */
export const BUYER_PROGRESS = ['sent', 'seen', 'contacted'] as const;
export type BuyerProgress = (typeof BUYER_PROGRESS)[number];

/**
 * POST /api/myEnquiries/requestOTP: a code to the phone (the reviews' code and limits). A POST,
 * unlike the spec's GET /auth/user/requestOTP: it writes a code, and reads (GETs) write nothing.
 */
export const myEnquiriesOtpBody = z.object({ phoneNo: loginPhone });
/** POST /api/myEnquiries/prove: after the code is verified, a day's proof of the phone. */
export const myEnquiriesProveBody = z.object({ phoneNo: loginPhone });

/** The proof the server signed, as the browser keeps it (sessionStorage). */
export const buyerProofField = z
  .string({ error: BUYER_MSG.proofRequired })
  .trim()
  .min(1, BUYER_MSG.proofRequired)
  .max(2000, BUYER_MSG.proofNeeded);

/** POST /api/myEnquiries/fetchAll: a POST, so the proof never sits in an address. */
export const myEnquiriesListBody = z.object({ proof: buyerProofField });

/** GET /api/public/enquiryReceipt: who received an enquiry just sent, and how to reach them. */
export const enquiryReceiptQuery = z.object({
  kind: z.enum(LEAD_KINDS, { error: BUYER_MSG.kindInvalid }),
  id: publicIdField,
});

/** The seller as the receipt and My enquiries show them: what their public page shows. */
export const enquirySellerSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** The business's public number (Call, WhatsApp); null when it has none. */
  phoneNo: z.string().nullable(),
  slug: z.string().nullable(),
});
export type EnquirySeller = z.infer<typeof enquirySellerSchema>;

export const enquiryReceiptSchema = z.object({
  business: enquirySellerSchema,
  /** How soon the seller usually acts; null under 5 enquiries in 90 days. */
  responseTime: responseTimeSchema,
});
export type EnquiryReceipt = z.infer<typeof enquiryReceiptSchema>;

export const myEnquirySchema = z.object({
  _id: z.string(),
  kind: z.enum(LEAD_KINDS),
  sentAt: z.string(),
  progress: z.enum(BUYER_PROGRESS),
  business: enquirySellerSchema,
  /** The product or service asked about; null for an enquiry to the business itself. */
  listing: z.object({ _id: z.string(), name: z.string() }).nullable(),
  /** Invited to rate the seller: contacted a while ago, and this phone has not reviewed them. */
  rateInvite: z.boolean(),
});
export type MyEnquiry = z.infer<typeof myEnquirySchema>;

export const myEnquiriesPayload = z.object({
  phoneNo: z.string(),
  /** When the proof runs out (ISO): the page asks for a new code after it. */
  provedUntil: z.string(),
  enquiries: z.array(myEnquirySchema),
});
export type MyEnquiriesPage = z.infer<typeof myEnquiriesPayload>;

export const buyerProofPayload = z.object({ proof: z.string(), provedUntil: z.string() });
export type BuyerProof = z.infer<typeof buyerProofPayload>;

export const BUYER_ANSWERS = {
  done: envelopeSchema(z.null()),
  proof: envelopeSchema(buyerProofPayload),
  list: envelopeSchema(myEnquiriesPayload),
  receipt: envelopeSchema(enquiryReceiptSchema),
};
export type BuyerAnswers = PayloadsOf<typeof BUYER_ANSWERS>;
