// Pending revisions (issue 26, DESIGN.md §4): an edit of an approved business, product or
// service waits for review while the approved version stays public (docs/decisions/022).

export const REVISION_TYPES = ['business', 'product', 'service'] as const;
export type RevisionType = (typeof REVISION_TYPES)[number];

/** An open revision is waiting (pending) or was refused (rejected); approved ones are history. */
export type RevisionStatus = 'pending' | 'rejected';

/**
 * One field as a reader sees it: text, a number, a list (tags, pictures' references, catalogue
 * names), the working hours, or nothing.
 */
export type RevisionValue =
  | string
  | number
  | boolean
  | string[]
  | {
      isOpen24Hours: boolean;
      timings: Array<{ day: string; from: string; to: string; isClosed: boolean }>;
    }
  | null;

/** A field the revision changes: its live value and the proposed one (catalogue ids as names). */
export type RevisionChange = { field: string; before: RevisionValue; after: RevisionValue };

/** What the seller's lists show of an open revision. */
export type RevisionSummary = {
  _id: string;
  status: RevisionStatus;
  /** The reviewer's message when rejected ('Approval Rejected', spec §4 Approval). */
  rejectionMessage: string | null;
  createdAt: string;
  updatedAt: string;
};

/** An open revision as the seller's edit page and the approval queue read it. */
export type RevisionDetail = RevisionSummary & {
  /** The proposed form, in the create form's fields (images as references). */
  fields: Record<string, unknown>;
  changes: RevisionChange[];
};
