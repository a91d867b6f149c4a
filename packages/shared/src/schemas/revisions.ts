// Pending revisions (DESIGN.md §4): an edit of an approved business, product or
// service waits for review while the approved version stays public (docs/decisions/022).
import { z } from 'zod';

export const REVISION_TYPES = ['business', 'product', 'service'] as const;
export type RevisionType = (typeof REVISION_TYPES)[number];

/** An open revision is waiting (pending) or was refused (rejected); approved ones are history. */
export type RevisionStatus = 'pending' | 'rejected';

/**
 * One field as a reader sees it: text, a number, a list (tags, pictures' references, catalogue
 * names), the working hours, or nothing.
 */
export const revisionValueSchema = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.array(z.string()),
  z.object({
    isOpen24Hours: z.boolean(),
    timings: z.array(
      z.object({ day: z.string(), from: z.string(), to: z.string(), isClosed: z.boolean() }),
    ),
  }),
  z.null(),
]);
export type RevisionValue = z.infer<typeof revisionValueSchema>;

/** A field the revision changes: its live value and the proposed one (catalogue ids as names). */
export const revisionChangeSchema = z.object({
  field: z.string(),
  before: revisionValueSchema,
  after: revisionValueSchema,
});
export type RevisionChange = z.infer<typeof revisionChangeSchema>;

/**
 * What a listing's row shows of its proposed form (an imported price change was invisible in
 * the list): the name and prices the seller last submitted.
 */
export const revisionRowValuesSchema = z.object({
  name: z.string(),
  pricePerUnit: z.number().nullable(),
  sellingPrice: z.number().nullable(),
});
export type RevisionRowValues = z.infer<typeof revisionRowValuesSchema>;

/** What the seller's lists show of an open revision. */
export const revisionSummarySchema = z.object({
  _id: z.string(),
  status: z.enum(['pending', 'rejected']),
  /** The reviewer's message when rejected ('Approval Rejected'). */
  rejectionMessage: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** In the lists of products and services: the proposed name and prices. */
  proposed: revisionRowValuesSchema.optional(),
});
export type RevisionSummary = z.infer<typeof revisionSummarySchema>;

/** An open revision as the seller's edit page and the approval queue read it. */
export const revisionDetailSchema = revisionSummarySchema.extend({
  /** The proposed form, in the create form's fields (images as references). */
  fields: z.record(z.string(), z.unknown()),
  changes: z.array(revisionChangeSchema),
});
export type RevisionDetail = z.infer<typeof revisionDetailSchema>;

/** An item's open revision in an answer: in detail (edit page) or summed up (lists), or none. */
export const openRevisionSchema = z.union([revisionDetailSchema, revisionSummarySchema]).nullable();
