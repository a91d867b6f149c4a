import { INSIGHTS_ANSWERS, insightsQuery, publicTapBody } from '../schemas/insights.ts';
import { endpoint } from './endpoint.ts';

/** POST /public/{kind}/taps {id, action}: a Call Now, WhatsApp or Share tap (sent as a beacon). */
const countTap = <const K extends 'product' | 'service' | 'business'>(kind: K) =>
  endpoint({
    method: 'POST',
    path: `/public/${kind}/taps`,
    input: publicTapBody,
    answers: { 200: INSIGHTS_ANSWERS.tap },
    messages: [
      'insightsMsg.tapCounted',
      'insightsMsg.tapNotCounted',
      'publicMsg.invalidId',
      'insightsMsg.invalidAction',
    ],
    tags: ['insights'],
  });

/** The seller's insights and the taps that feed them. */
export const insightsContract = {
  tapProduct: countTap('product'),
  tapService: countTap('service'),
  tapBusiness: countTap('business'),
  fetch: endpoint({
    method: 'GET',
    path: '/userAdmin/insights/fetch',
    input: insightsQuery,
    answers: { 200: INSIGHTS_ANSWERS.fetch },
    messages: ['insightsMsg.invalidDays', 'msg.idRequired'],
    tags: ['insights'],
    signedIn: true,
  }),
};
