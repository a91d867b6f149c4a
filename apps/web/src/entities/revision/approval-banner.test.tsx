import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { MSG, rejectedTitle } from '@haat/shared';
import { renderWithProviders } from '@/test/render.tsx';
import { ApprovalBanner } from './approval-banner.tsx';

describe('ApprovalBanner', () => {
  it('shows nothing once approved', () => {
    renderWithProviders(<ApprovalBanner kind="Profile" isApproved rejectionMessage={null} />);
    expect(screen.queryByTestId('approval-banner')).toBeNull();
  });

  it('shows Approval Pending while under review', () => {
    renderWithProviders(
      <ApprovalBanner kind="Business" isApproved={false} rejectionMessage={null} />,
    );
    expect(screen.getByText(MSG.approvalPending)).toBeTruthy();
    expect(screen.getByText(MSG.approvalPendingText)).toBeTruthy();
  });

  it('shows Approval Rejected with the kind’s title and the message', () => {
    renderWithProviders(
      <ApprovalBanner kind="Product" isApproved={false} rejectionMessage="Add a clear photo." />,
    );
    expect(screen.getByText(MSG.approvalRejected)).toBeTruthy();
    expect(screen.getByText(rejectedTitle('Product'))).toBeTruthy();
    expect(screen.getByText('Add a clear photo.')).toBeTruthy();
    expect(screen.queryByText(MSG.approvalPending)).toBeNull();
  });
});
