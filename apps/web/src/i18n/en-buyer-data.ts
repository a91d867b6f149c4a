import {
  BUYER_DATA_MSG,
  ERASED_BUYER_IN_SENTENCE,
  ERASED_BUYER_NAME,
  ERASED_CONTACT_WORDS,
} from '@haat/shared';

// A buyer's rights over their phone: My enquiries' "Your data" panel (a copy, and erasure), and
// the words a seller's screens show where an erased buyer's name was. Spread into en.ts: the
// seller's inbox, lead lists, reviews and notifications show them.
export const enBuyerData = {
  erasedBuyer: {
    /** Where the lead's name was: the inbox, the lead lists (the CSVs say the same). */
    contact: ERASED_CONTACT_WORDS,
    /** An erased reviewer's review. */
    reviewer: ERASED_BUYER_NAME,
    /** Inside a notification's sentence. */
    someone: ERASED_BUYER_IN_SENTENCE,
  },
  buyerData: {
    title: 'Your data',
    intro: 'Everything Haat keeps about this phone number, and the right to have it erased.',
    download: 'Download my data',
    downloadHint:
      'A ZIP file of your enquiries, requirements, reviews, consents and the codes sent to this number, each as a spreadsheet (CSV) and as JSON.',
    downloadFailed: 'The download did not work. Please try again.',
    erase: 'Erase my phone number',
    eraseHint: 'Removes your name, number and e-mail from everything you sent through Haat.',
    confirmTitle: 'Erase your phone number?',
    confirmSellers:
      'Sellers keep the words of your enquiries and requirements, with their dates, but lose your name, number and e-mail.',
    confirmReviews: 'Your reviews stay, with their stars and words, under “A Haat buyer”.',
    confirmRest:
      'Your consents and the codes sent to this number are deleted, and you are signed out here.',
    confirmFinal: 'This cannot be undone.',
    confirm: 'Erase my number',
    cancel: 'Keep it',
  },
  buyerDataMsg: BUYER_DATA_MSG,
} as const;
