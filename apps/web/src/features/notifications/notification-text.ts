import { NOTIFICATION_KEYS, type Notification, type NotificationKey } from '@haat/shared';
import type { TFunction } from '@/i18n/index.ts';

const isKnownKey = (key: string): key is NotificationKey =>
  (NOTIFICATION_KEYS as string[]).includes(key);

/**
 * A notification in the reader's language: a server message by its key and values;
 * a note to oneself, a row written before keys, or a key this app does not know yet (a newer
 * server) as the English text the server wrote.
 */
export function notificationShown(item: Notification, t: TFunction): string {
  const message = item.message;
  if (!message || !isKnownKey(message.key)) return item.notification;
  // A buyer who had their phone erased: the server's English stand-in gives way to the reader's
  // own words for them.
  const values = message.values.erased
    ? {
        ...message.values,
        [message.key === 'review' ? 'name' : 'contactPerson']: t('erasedBuyer.someone'),
      }
    : message.values;
  return t(`notificationText.${message.key}`, values);
}
