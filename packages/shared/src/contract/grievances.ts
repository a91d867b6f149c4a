import {
  GRIEVANCE_ANSWERS,
  grievanceAnswerBody,
  grievanceBody,
  grievanceParams,
} from '../schemas/grievances.ts';
import { endpoint } from './endpoint.ts';

const tags = ['grievances'];

/**
 * A grievance about one's personal data: filed by anyone from /grievance, followed at its own
 * link, answered from the console. The follow link is not under /public: public answers are kept
 * by caches, and this one changes when it is answered.
 */
export const grievancesContract = {
  file: endpoint({
    description:
      "Files a grievance (a signed-in seller's account is attached). Answers its id, the key to its link, and the date by which it will be answered.",
    method: 'POST',
    path: '/grievances',
    input: grievanceBody,
    answers: { 201: GRIEVANCE_ANSWERS.filed },
    messages: [
      'grievanceMsg.filed',
      'grievanceMsg.nameRequired',
      'grievanceMsg.nameTooLong',
      'grievanceMsg.phoneInvalid',
      'grievanceMsg.emailInvalid',
      'grievanceMsg.contactRequired',
      'grievanceMsg.topicInvalid',
      'grievanceMsg.messageRequired',
      'grievanceMsg.messageTooShort',
      'grievanceMsg.messageTooLong',
    ],
    tags,
  }),
  follow: endpoint({
    method: 'GET',
    path: '/grievances/:id',
    params: grievanceParams,
    answers: { 200: GRIEVANCE_ANSWERS.follow },
    messages: ['grievanceMsg.notFound'],
    tags,
  }),
  list: endpoint({
    method: 'GET',
    path: '/admin/grievances',
    answers: { 200: GRIEVANCE_ANSWERS.list },
    messages: [],
    tags: [...tags, 'admin'],
    signedIn: true,
  }),
  answer: endpoint({
    method: 'PUT',
    path: '/admin/grievances/answer',
    input: grievanceAnswerBody,
    answers: { 200: GRIEVANCE_ANSWERS.answered },
    messages: [
      'grievanceMsg.answered',
      'grievanceMsg.answerRequired',
      'grievanceMsg.answerTooShort',
      'grievanceMsg.answerTooLong',
      'grievanceMsg.alreadyAnswered',
      'grievanceMsg.notFound',
    ],
    tags: [...tags, 'admin'],
    signedIn: true,
  }),
};
