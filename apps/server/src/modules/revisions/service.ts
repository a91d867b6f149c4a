// The revisions module as other modules see it: its rows (store.ts) and what a revision changes
// (changes.ts). changes.ts reads store.ts, so store.ts cannot be this file.
export * from './store.ts';
export {
  changedFields,
  formFields,
  pendingRevisionDetails,
  revisionChanges,
  revisionDetail,
} from './changes.ts';
