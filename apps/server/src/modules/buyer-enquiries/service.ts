// What other modules ask of the buyer's side of an enquiry: the receipt job
// written with an enquiry (leads), and a review's proof of the phone and its Verified enquiry
// mark (reviews).
export { enqueueEnquiryReceipt } from './receipt-sms.ts';
// A posted requirement is proved, and read by its buyer, with the same proof.
export { provedPhone, requireProvedPhone, signBuyerProof } from './proof.ts';
export { hasContactedEnquiry } from './verified.ts';
// A buyer's copy of their data says how far each seller got, as My enquiries does.
export { buyerProgress } from './enquiries.ts';
