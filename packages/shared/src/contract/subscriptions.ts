import { SUBSCRIPTION_ANSWERS, subscriptionRequestBody } from '../schemas/subscriptions.ts';
import { endpoint } from './endpoint.ts';

/**
 * Spec §4 Subscription purchase: a signed-in user asks for a plan and reads their own. No active
 * plan is needed (a user without one is exactly who buys one).
 */
export const subscriptionsContract = {
  /** Get Started: 201 for a new request, 200 when the same plan's request is already open. */
  request: endpoint({
    method: 'POST',
    path: '/subscription/request',
    input: subscriptionRequestBody,
    answers: { 200: SUBSCRIPTION_ANSWERS.request, 201: SUBSCRIPTION_ANSWERS.request },
    messages: [
      'subscriptionMsg.requestRecorded',
      'subscriptionMsg.requestAlreadyOpen',
      'subscriptionMsg.planInvalid',
    ],
    tags: ['subscriptions'],
    signedIn: true,
  }),
  fetchMine: endpoint({
    method: 'GET',
    path: '/subscription/fetch',
    answers: { 200: SUBSCRIPTION_ANSWERS.mine },
    messages: [],
    tags: ['subscriptions'],
    signedIn: true,
  }),
};
