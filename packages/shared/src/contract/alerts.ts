import {
  ALERT_ANSWERS,
  alertPreferencesBody,
  pushSubscriptionBody,
  pushUnsubscribeBody,
} from '../schemas/alerts.ts';
import { endpoint } from './endpoint.ts';

/** The signed-in seller's alert preferences and Web Push subscriptions. */
export const alertsContract = {
  fetchPreferences: endpoint({
    method: 'GET',
    path: '/userAdmin/alerts/preferences',
    answers: { 200: ALERT_ANSWERS.preferences },
    messages: [],
    tags: ['alerts'],
    signedIn: true,
  }),
  savePreferences: endpoint({
    method: 'PUT',
    path: '/userAdmin/alerts/preferences',
    input: alertPreferencesBody,
    answers: { 200: ALERT_ANSWERS.preferences },
    messages: [
      'alertMsg.saved',
      'alertMsg.smsUnavailable',
      'alertMsg.smsChoiceRequired',
      'alertMsg.quietTimeInvalid',
      'alertMsg.pushChoiceInvalid',
    ],
    tags: ['alerts'],
    signedIn: true,
  }),
  /** The key a browser subscribes with (PushManager.subscribe's applicationServerKey). */
  pushKey: endpoint({
    method: 'GET',
    path: '/userAdmin/alerts/push/key',
    answers: { 200: ALERT_ANSWERS.pushKey },
    messages: [],
    tags: ['alerts'],
    signedIn: true,
  }),
  subscribePush: endpoint({
    method: 'POST',
    path: '/userAdmin/alerts/push/subscriptions',
    input: pushSubscriptionBody,
    answers: { 200: ALERT_ANSWERS.preferences },
    messages: [
      'alertMsg.pushSubscribed',
      'alertMsg.pushEndpointInvalid',
      'alertMsg.pushKeysInvalid',
    ],
    tags: ['alerts'],
    signedIn: true,
  }),
  unsubscribePush: endpoint({
    method: 'POST',
    path: '/userAdmin/alerts/push/unsubscribe',
    input: pushUnsubscribeBody,
    answers: { 200: ALERT_ANSWERS.preferences },
    messages: ['alertMsg.pushUnsubscribed', 'alertMsg.pushEndpointInvalid'],
    tags: ['alerts'],
    signedIn: true,
  }),
};
