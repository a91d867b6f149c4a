import { PRIVACY_ANSWERS, privacyPublishBody } from '../schemas/privacy.ts';
import { endpoint } from './endpoint.ts';

// The privacy notice (docs/decisions/036-privacy-notice.md): /privacyPolicy reads the current
// version with the grievance contact; the console lists the versions and publishes the next.

const adminOnly = { tags: ['privacy', 'admin'], signedIn: true } as const;

export const privacyContract = {
  current: endpoint({
    method: 'GET',
    path: '/public/privacyPolicy',
    answers: { 200: PRIVACY_ANSWERS.current },
    messages: [],
    tags: ['privacy'],
  }),
  versions: endpoint({
    method: 'GET',
    path: '/admin/privacyPolicy',
    answers: { 200: PRIVACY_ANSWERS.versions },
    messages: [],
    ...adminOnly,
  }),
  publish: endpoint({
    method: 'POST',
    path: '/admin/privacyPolicy',
    input: privacyPublishBody,
    answers: { 201: PRIVACY_ANSWERS.published },
    messages: [
      'privacyMsg.published',
      'privacyMsg.bodyRequired',
      'privacyMsg.bodyTooShort',
      'privacyMsg.bodyTooLong',
      'privacyMsg.bodyHiTooShort',
      'privacyMsg.bodyHiTooLong',
      'privacyMsg.publishedMeanwhile',
    ],
    ...adminOnly,
  }),
};
