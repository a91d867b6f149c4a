import { describe, expect, it } from 'vitest';
import type { ApprovalItem } from '@haat/shared';
import { enWorkspace } from '@/i18n/en-workspace.ts';
import { hi } from '@/i18n/hi.ts';
import { approvalTextKey } from './approval-text.ts';

// The approval prompt said "It goes public once its business is approved too" for an
// edit of a live item, whose business is approved and which is public already.

const A = enWorkspace.admin.approvals;
const text = (item: Record<string, unknown>) =>
  A[
    approvalTextKey(item as ApprovalItem)
      .split('.')
      .at(-1) as keyof typeof A
  ];
const listing = (extra: Record<string, unknown>) => ({
  type: 'product' as const,
  isActive: true,
  revision: null,
  business: { _id: 'b', name: 'Shop', city: 'Pune', isApproved: true },
  ...extra,
});

describe('the approval prompt says what approving does', () => {
  it('an edit of a live item replaces what buyers see now', () => {
    expect(text(listing({ revision: { changes: [] } }))).toBe(A.approveEditText);
    expect(A.approveEditText).toMatch(/replace the live version/);
    expect(text({ type: 'business', isActive: true, revision: { changes: [] } })).toBe(
      A.approveEditText,
    );
  });

  it('a new item goes public now, when its business is approved, or when switched on', () => {
    expect(text(listing({}))).toBe(A.approveLiveText);
    expect(text(listing({ business: { _id: 'b', name: 'S', city: 'P', isApproved: false } }))).toBe(
      A.approveText,
    );
    expect(text(listing({ isActive: false }))).toBe(A.approveOffText);
    expect(text({ type: 'profile' })).toBe(A.approveProfileText);
  });

  it('has every prompt in Hindi', () => {
    const hiApprovals = (hi as unknown as { admin: { approvals: Record<string, string> } }).admin
      .approvals;
    for (const key of [
      'approveLiveText',
      'approveEditText',
      'approveOffText',
      'approveProfileText',
    ]) {
      expect(hiApprovals[key], key).toMatch(/[\u0900-\u097F]/);
    }
  });
});
