import { enBuyer } from '@/i18n/en-buyer.ts';
import { addEnglishStrings } from '@/i18n/index.ts';
import { addMessageKeys } from '@/lib/messages.ts';

/**
 * Puts the receipt's and My enquiries' English strings and the server's answers in place
 * (i18n/en-buyer.ts). Called at the top of each module of this feature, before it renders.
 */
export function loadBuyerStrings() {
  addEnglishStrings(enBuyer);
  addMessageKeys('buyerMsg', enBuyer.buyerMsg);
}
