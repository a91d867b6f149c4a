import type { NotificationMessage } from './notification-messages.ts';

// A buyer's rights over their phone on My enquiries: a copy of what Haat holds about it, and its
// erasure (docs/decisions/037-personal-data.md). No zod here: the seller's screens read the
// placeholder words without the schemas.

export const BUYER_DATA_MSG = {
  erased:
    'Your phone number is erased. Sellers keep the words of your enquiries, without your name or number.',
  confirmRequired: 'Please confirm that you want your phone number erased.',
} as const;

/** The same answers in Hindi, key for key (the web shows them by the answer's messageKey). */
export const BUYER_DATA_MSG_HI = {
  erased:
    'आपका फ़ोन नंबर मिटा दिया गया है। विक्रेताओं के पास आपकी पूछताछ के शब्द रहते हैं, आपका नाम या नंबर नहीं।',
  confirmRequired: 'कृपया पुष्टि करें कि आप अपना फ़ोन नंबर मिटाना चाहते हैं।',
} as const satisfies Record<keyof typeof BUYER_DATA_MSG, string>;

/**
 * The words that stand for an erased buyer where their contact was: the seller's lists, the CSV
 * downloads' name and phone columns (English, like the rest of the file), and a notification.
 */
export const ERASED_CONTACT_WORDS = "Erased at the buyer's request";
/** The name an erased reviewer's review shows. */
export const ERASED_BUYER_NAME = 'A Haat buyer';
/** The same inside a sentence: a seller's notification about an erased buyer. */
export const ERASED_BUYER_IN_SENTENCE = 'a Haat buyer';

/**
 * A seller's notification about a buyer whose phone is erased: the buyer's name gives way to
 * ERASED_BUYER_IN_SENTENCE, and `erased` tells the web app to show its own words for it in the reader's
 * language.
 */
export const withErasedBuyer = (message: NotificationMessage): NotificationMessage => ({
  key: message.key,
  values: {
    ...message.values,
    [message.key === 'review' ? 'name' : 'contactPerson']: ERASED_BUYER_IN_SENTENCE,
    erased: 'true',
  },
});
