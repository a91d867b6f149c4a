import { PUBLIC_WRITE_ANSWERS, publicContactUsBody } from '../schemas/public.ts';
import { endpoint } from './endpoint.ts';

/** The /contactUs page's form. */
export const contactContract = {
  send: endpoint({
    method: 'POST',
    path: '/public/contactUs',
    input: publicContactUsBody,
    answers: { 201: PUBLIC_WRITE_ANSWERS.contactUs },
    messages: [
      'publicMsg.contactSent',
      'publicMsg.contactNameRequired',
      'publicMsg.contactMessageRequired',
      'publicMsg.contactReplyRequired',
      'publicMsg.contactPhoneInvalid',
      'msg.emailInvalid',
    ],
    tags: ['contact'],
  }),
};
