import { enRequirements } from '@/i18n/en-requirements.ts';
import { addEnglishStrings } from '@/i18n/index.ts';

/**
 * Puts the English strings of a buyer's requirement and the server's answers about it in place
 * (i18n/en-requirements.ts). Called at the top of each module of that code
 * (features/requirements, and My enquiries' list of requirements), before it renders.
 */
export function loadRequirementStrings() {
  addEnglishStrings(enRequirements);
}
