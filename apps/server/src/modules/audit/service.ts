// The audit module as other modules see it (docs/decisions/007-admin-and-plans.md, Audit): an
// administrator's action on a record, run in one transaction with its admin_audit_log entries
// and the notifications it sends, and the log's reads. The admin console's changes, reviews'
// moderation, the shop's domains and posted requirements' routing all go through adminAction.
export { adminAction, recordId, type AdminTx, type AuditEntry } from './action.ts';
export { listAudit } from './audit-log.ts';
