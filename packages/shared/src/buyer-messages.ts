// The answers of the buyer's side of an enquiry: the receipt and My enquiries.
// English here, Hindi in i18n/messages.hi.ts (BUYER_MSG_HI).

export const BUYER_MSG = {
  /** The phone was proved with a code: My enquiries opens for it. */
  proved: 'Your phone number is verified.',
  /** No proof, a forged one, or one that has run out (it lasts a day). */
  proofNeeded: 'Please verify your phone number with a new code to see your enquiries.',
  proofRequired: 'Please verify your phone number first.',
  kindInvalid: 'Choose a product, a service or a business.',
  /** The receipt of a listing that is no longer public. */
  receiptNotFound: 'This seller is not available.',
} as const;
