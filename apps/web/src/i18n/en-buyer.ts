import { BUYER_MSG } from '@haat/shared';

// The English strings of the buyer's side of an enquiry: the receipt after sending
// and My enquiries. They load with that code (features/my-enquiries/strings.ts adds them to the
// table), so no first view carries them; Hindi has them in its one table.
export const enBuyer = {
  receipt: {
    title: 'Enquiry sent',
    sentTo: 'Sent to {{name}}',
    repliesWithin: {
      hour: 'Usually replies within an hour',
      hours: 'Usually replies within {{count}} hours',
      day: 'Usually replies within a day',
      days: 'Usually replies within {{count}} days',
    },
    reachNow: 'Want an answer sooner? Call or WhatsApp them.',
    call: 'Call',
    whatsApp: 'WhatsApp',
    follow: 'See replies in My enquiries',
    done: 'Done',
  },
  myEnquiries: {
    title: 'My enquiries',
    intro:
      'See the enquiries you sent and how far each seller has got. We send a code to your phone: no account or password needed.',
    phone: 'Your phone number',
    phoneHint: 'The number you gave when you sent the enquiries.',
    sendCode: 'Send code',
    verify: 'Verify your phone number',
    signedInAs: 'Enquiries from {{phone}}',
    signOut: 'Sign out',
    signedOut: 'Signed out of My enquiries.',
    empty: 'No enquiries from this number yet.',
    failed: 'Your enquiries could not be loaded.',
    retry: 'Try again',
    sentOn: 'Sent {{date}}',
    business: 'Enquiry to the business',
    progressLabel: 'Progress',
    progress: {
      sent: 'Sent',
      seen: 'Seen',
      contacted: 'Contacted',
    },
    progressHint: {
      sent: 'Waiting for the seller to open it.',
      seen: 'The seller has seen your enquiry.',
      contacted: 'The seller says they have contacted you.',
    },
    rate: 'Rate {{name}}',
    rateHint: 'How did it go? Your rating helps other buyers.',
    noContact: 'This seller is no longer listed.',
  },
  buyerMsg: BUYER_MSG,
};

export type BuyerResources = typeof enBuyer;
