import { enBuyer } from '@/i18n/en-buyer.ts';
import { addEnglishStrings } from '@/i18n/index.ts';

/**
 * Puts the receipt's and My enquiries' English strings and the server's answers in place
 * (i18n/en-buyer.ts). Called at the top of each module of that code (the receipt in
 * entities/enquiry, features/my-enquiries), before it renders.
 */
export function loadBuyerStrings() {
  addEnglishStrings(enBuyer);
}
