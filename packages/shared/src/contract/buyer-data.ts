import { BUYER_DATA_ANSWERS, buyerDataBody, buyerEraseBody } from '../schemas/buyer-data.ts';
import { endpoint } from './endpoint.ts';

const tags = ['my enquiries'];

/**
 * A buyer's rights over their phone, on the proof My enquiries holds: a copy of what Haat keeps
 * about the phone, and its erasure. Under /myEnquiries like the list: never kept by a cache.
 */
export const buyerDataContract = {
  myData: endpoint({
    description:
      'A ZIP of what Haat holds about the proved phone: its enquiries, requirements, reviews, consents and the codes sent to it, each as JSON and CSV, with a README saying where each can be changed. 403 without a valid proof.',
    method: 'POST',
    path: '/myEnquiries/myData',
    input: buyerDataBody,
    answers: { 200: BUYER_DATA_ANSWERS.myData },
    messages: ['buyerMsg.proofNeeded', 'buyerMsg.proofRequired'],
    tags,
  }),
  erase: endpoint({
    description:
      'Erases the proved phone everywhere in one transaction: the name, number and e-mail of its enquiries, requirements and reviews (their words, stars and dates stay), its codes, consents and pending SMS. Answers how many rows of each table changed. 400 without confirm: true; 403 without a valid proof.',
    method: 'POST',
    path: '/myEnquiries/erase',
    input: buyerEraseBody,
    answers: { 200: BUYER_DATA_ANSWERS.erased },
    messages: [
      'buyerDataMsg.erased',
      'buyerDataMsg.confirmRequired',
      'buyerMsg.proofNeeded',
      'buyerMsg.proofRequired',
    ],
    tags,
  }),
};
