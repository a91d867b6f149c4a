import { BUYER_DATA_MSG } from './buyer-data-messages.ts';
import { BUYER_MSG } from './buyer-messages.ts';
import { ACCOUNT_MSG } from './account-messages.ts';
import { AUTH_MSG, PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT, PUBLIC_MSG } from './domain-messages.ts';
import { API_MSG, MSG } from './messages.ts';
import { NEARBY_MSG } from './nearby.ts';
import { PRIVACY_MSG } from './privacy-messages.ts';
import { CONSENT_MSG } from './consent-messages.ts';
import { GRIEVANCE_MSG } from './grievance-messages.ts';
import { REQUIREMENT_MSG } from './requirement-messages.ts';
import { REVIEW_MSG } from './review-messages.ts';
import { IMPORT_MSG } from './import-messages.ts';
import {
  ADMIN_MSG,
  ALERT_MSG,
  INSIGHTS_MSG,
  LEAD_MSG,
  NOTIFICATION_MSG,
  SELLER_MSG,
  SHOP_MSG,
  SUBSCRIPTION_MSG,
} from './workspace-messages.ts';

/**
 * Every table of words the server answers with, by the area that names its keys. An answer
 * carries `messageKey` (`area.key`) beside the spec's English `message`, so the web translates
 * the key (its i18n tables use the same areas) and never has to recognise English text.
 */
export const MESSAGE_TABLES = {
  msg: MSG,
  apiMsg: API_MSG,
  authMsg: AUTH_MSG,
  publicMsg: PUBLIC_MSG,
  sellerMsg: SELLER_MSG,
  subscriptionMsg: SUBSCRIPTION_MSG,
  adminMsg: ADMIN_MSG,
  leadMsg: LEAD_MSG,
  alertMsg: ALERT_MSG,
  notificationMsg: NOTIFICATION_MSG,
  reviewMsg: REVIEW_MSG,
  buyerMsg: BUYER_MSG,
  requirementMsg: REQUIREMENT_MSG,
  importMsg: IMPORT_MSG,
  insightsMsg: INSIGHTS_MSG,
  nearbyMsg: NEARBY_MSG,
  shopMsg: SHOP_MSG,
  privacyMsg: PRIVACY_MSG,
  buyerDataMsg: BUYER_DATA_MSG,
  consentMsg: CONSENT_MSG,
  grievanceMsg: GRIEVANCE_MSG,
  accountMsg: ACCOUNT_MSG,
  validation: { passwordTooShort: PASSWORD_TOO_SHORT, passwordTooLong: PASSWORD_TOO_LONG },
} as const;

type Tables = typeof MESSAGE_TABLES;

/** `area.key` of a message written as text (a function of numbers has no fixed words). */
export type MessageKey = {
  [A in keyof Tables]: {
    [K in keyof Tables[A]]: Tables[A][K] extends string ? `${A}.${K & string}` : never;
  }[keyof Tables[A]];
}[keyof Tables];

let keysByText: Map<string, MessageKey> | undefined;

/**
 * The key of a message's English words, or undefined for words that are no table's (a number
 * filled in, a framework's own). The first table that has the words names them.
 */
export function messageKeyOf(text: string): MessageKey | undefined {
  if (!keysByText) {
    keysByText = new Map();
    for (const [area, table] of Object.entries(MESSAGE_TABLES)) {
      for (const [key, words] of Object.entries(table)) {
        if (typeof words === 'string' && !keysByText.has(words)) {
          keysByText.set(words, `${area}.${key}` as MessageKey);
        }
      }
    }
  }
  return keysByText.get(text);
}
