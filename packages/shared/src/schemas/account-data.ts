import { z } from 'zod';
import { envelopeSchema } from '../api.ts';

// A seller's copy of their data and the request to delete their account
// (docs/decisions/037-personal-data.md).

/** The copy is a ZIP of JSON and CSV files with a README (apps/server/src/lib/data-export.ts). */
export const accountZipAnswer = { content: { 'application/zip': { schema: z.string() } } } as const;

/** What a deletion request answers: when the account will be erased unless they sign in first. */
export const deletionRequestedSchema = z.object({ dueAt: z.string() });
export type DeletionRequested = z.infer<typeof deletionRequestedSchema>;

/** What the deletion dialog tells before anything is asked: how long the account waits. */
export const deletionTermsSchema = z.object({ graceDays: z.number().int() });
export type DeletionTerms = z.infer<typeof deletionTermsSchema>;

export const ACCOUNT_DATA_ANSWERS = {
  deletionTerms: envelopeSchema(deletionTermsSchema),
  myData: accountZipAnswer,
  deletionRequested: envelopeSchema(deletionRequestedSchema),
} as const;
