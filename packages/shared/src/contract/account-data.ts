import { ACCOUNT_DATA_ANSWERS } from '../schemas/account-data.ts';
import { endpoint } from './endpoint.ts';

// A seller's rights over their account (docs/decisions/037-personal-data.md): the copy of what
// Haat holds about them, and deleting the account. The deletion spends a DeleteAccount
// verification of the account's phone, asked for and verified through the auth calls
// (requestOTP, verifyOTP) as sign-up and a password reset do.

const tags = ['users'];

export const accountDataContract = {
  myData: endpoint({
    method: 'GET',
    path: '/userAdmin/user/myData',
    answers: { 200: ACCOUNT_DATA_ANSWERS.myData },
    messages: [],
    tags,
    signedIn: true,
    description: 'A ZIP of everything Haat holds about the signed-in seller, as JSON and CSV.',
  }),
  deletionTerms: endpoint({
    method: 'GET',
    path: '/userAdmin/user/deletionTerms',
    answers: { 200: ACCOUNT_DATA_ANSWERS.deletionTerms },
    messages: [],
    tags,
    signedIn: true,
  }),
  requestDeletion: endpoint({
    method: 'POST',
    path: '/userAdmin/user/delete',
    answers: { 200: ACCOUNT_DATA_ANSWERS.deletionRequested },
    messages: [
      'accountMsg.deletionRequested',
      'accountMsg.adminNotDeletable',
      'authMsg.phoneNotVerified',
    ],
    tags,
    signedIn: true,
  }),
};
