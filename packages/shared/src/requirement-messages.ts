// The answers of a posted requirement: the buyer's form and page, the seller's offer,
// the administrator's queue. English here, Hindi in i18n/messages.hi.ts (REQUIREMENT_MSG_HI).

export const REQUIREMENT_MSG = {
  needRequired: 'Please tell us what you need.',
  needTooShort: 'Please describe what you need in a few words.',
  kindInvalid: 'Choose product or service.',
  whenInvalid: 'Choose when you need it.',
  cityRequired: 'Please choose a city.',
  placeInvalid: 'Please choose your place again.',
  nameRequired: 'Please enter your name.',
  categoryNotFound: 'This category is not available. Please choose another.',
  /** Sent to sellers: `{{count}}` is how many. */
  sent: 'Sent to {{count}} sellers. They will call you soon.',
  sentOne: 'Sent to 1 seller. They will call you soon.',
  /** Nothing matched: the administrator routes it by hand. */
  unmatched: 'No seller matches yet. Our team will find sellers for you and send it to them.',
  /** Held for the words it holds: the administrator reads it first. */
  held: 'Thank you. Our team will check your requirement before sending it to sellers.',
  /** The same phone asked the same within a day: the first one is shown again. */
  duplicate: 'You already sent this requirement today. Here it is.',
  notFound: 'This requirement is not available.',
  closed: 'Glad you found what you needed. Sellers will not get this requirement any more.',
  alreadyClosed: 'This requirement is already closed.',
  /** The seller's answers. */
  accepted: 'The buyer’s number is now shown. Call them soon.',
  declined: 'Thanks. We will offer it to another seller.',
  alreadyAnswered: 'You have already answered this requirement.',
  offerGone: 'This requirement is no longer open.',
  reported: 'Thanks for telling us. Our team will check this requirement.',
  reportReasonInvalid: 'Choose a reason.',
  answerInvalid: 'Choose Accept or Not interested.',
  /** The administrator's. */
  routed: 'Requirement sent to the chosen businesses.',
  routeNeedsBusinesses: 'Choose at least one business.',
  routeTooMany: 'Choose at most {{max}} businesses.',
  routeBusinessInvalid: 'One of the chosen businesses is not public.',
  removed: 'Requirement removed.',
  removeReasonRequired: 'Please give a reason.',
  stateInvalid: 'Choose a valid state.',
} as const;
