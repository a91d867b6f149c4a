import { CONSENT_ANSWERS, myConsentsBody, withdrawConsentBody } from '../schemas/consents.ts';
import { endpoint } from './endpoint.ts';

const tags = ['my enquiries', 'consents'];
const PROOF_REFUSALS = ['buyerMsg.proofNeeded', 'buyerMsg.proofRequired'] as const;

/**
 * What a buyer's proved phone agreed to, and taking it back, on My enquiries. Under
 * /myEnquiries, never /public: public answers are kept by caches, and these are one phone's.
 * A seller's consents are their alert settings (alertsContract).
 */
export const consentsContract = {
  fetchMine: endpoint({
    description:
      'The consents in force for the proved phone: purpose, when given, the notice version shown then. 403 without a valid proof.',
    method: 'POST',
    path: '/myEnquiries/consents',
    input: myConsentsBody,
    answers: { 200: CONSENT_ANSWERS.list },
    messages: [...PROOF_REFUSALS],
    tags,
  }),
  withdraw: endpoint({
    description:
      'Withdraws one consent of the proved phone now (nothing to withdraw: the same answer). Answers the consents still in force.',
    method: 'POST',
    path: '/myEnquiries/consents/withdraw',
    input: withdrawConsentBody,
    answers: { 200: CONSENT_ANSWERS.list },
    messages: ['consentMsg.withdrawn', 'consentMsg.purposeInvalid', ...PROOF_REFUSALS],
    tags,
  }),
};
