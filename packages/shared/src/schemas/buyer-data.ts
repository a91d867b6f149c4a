// A buyer's copy of their data and the erasure of their phone, on the proof of My enquiries
// (docs/decisions/037-personal-data.md).
import { z } from 'zod';
import { envelopeSchema } from '../api.ts';
import { BUYER_DATA_MSG } from '../buyer-data-messages.ts';
import { buyerProofField } from './buyer-enquiries.ts';

/** POST /api/myEnquiries/myData: a POST, so the proof never sits in an address. */
export const buyerDataBody = z.object({ proof: buyerProofField });

/** POST /api/myEnquiries/erase: the proof, and the buyer's yes (nothing is erased by accident). */
export const buyerEraseBody = z.object({
  proof: buyerProofField,
  confirm: z.literal(true, { error: BUYER_DATA_MSG.confirmRequired }),
});
export type BuyerEraseInput = z.input<typeof buyerEraseBody>;

/** How many rows of each table the erasure changed or removed, by table name. */
export const buyerErasurePayload = z.object({ counts: z.record(z.string(), z.number().int()) });

/** The copy is a ZIP of JSON and CSV files with a README. */
const zipAnswer = {
  content: { 'application/zip': { schema: z.string().describe('binary') } },
} as const;

export const BUYER_DATA_ANSWERS = {
  myData: zipAnswer,
  erased: envelopeSchema(buyerErasurePayload),
};
