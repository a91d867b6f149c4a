// The admin module as other modules see it: an administrator's action on a record, audited and
// told to its owner (reviews' moderation and the shop's domains use it).
export { adminAction, recordId } from './action.ts';
