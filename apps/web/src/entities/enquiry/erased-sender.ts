import type { TFunction } from '@/i18n/index.ts';

/**
 * The name a seller's screens show for whoever sent a lead. A buyer who had their phone erased
 * left an empty name: the placeholder words say why, in the reader's language.
 */
export const senderName = (sender: { contactPerson: string; erased: boolean }, t: TFunction) =>
  sender.erased ? t('erasedBuyer.contact') : sender.contactPerson;
