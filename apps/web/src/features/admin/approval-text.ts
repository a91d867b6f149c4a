import type { ApprovalItem } from '@haat/shared';

/**
 * What approving does to this item, in the prompt's words: an edit of a live item
 * replaces what buyers see now; a new item goes public now, or when its business is approved,
 * or when its owner switches it on; a profile is not public at all.
 */
export function approvalTextKey(item: ApprovalItem) {
  if (item.type === 'profile') return 'admin.approvals.approveProfileText' as const;
  if (item.revision) return 'admin.approvals.approveEditText' as const;
  if (item.type !== 'business' && !item.business.isApproved) {
    return 'admin.approvals.approveText' as const;
  }
  if (!item.isActive) return 'admin.approvals.approveOffText' as const;
  return 'admin.approvals.approveLiveText' as const;
}
