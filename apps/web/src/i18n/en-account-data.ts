import { ACCOUNT_MSG } from '@haat/shared';

// What the login page says about a seller's account deletion: spread into en.ts, since the login
// page is a first view. Your data's own words are in en-account-workspace.ts.
export const enAccountData = {
  accountDeletion: {
    scheduledTitle: 'Your account will be deleted',
    scheduledText:
      'It will be deleted on {{date}}. Until then, signing in cancels the deletion and keeps your account.',
  },
  accountMsg: ACCOUNT_MSG,
} as const;

export type AccountDataResources = typeof enAccountData;
