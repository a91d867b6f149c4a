// The revisions module as other modules see it: its rows (store.ts), what a revision changes
// (changes.ts) and the one workflow of an edit, a discard and an approval (workflow.ts).
// changes.ts and workflow.ts read store.ts, so store.ts cannot be this file.
export * from './store.ts';
export {
  changedFields,
  formFields,
  pendingRevisionDetails,
  revisionChanges,
  revisionDetail,
} from './changes.ts';
export { applyRevision, discardRevision, saveEdit, type SavedEdit } from './workflow.ts';
