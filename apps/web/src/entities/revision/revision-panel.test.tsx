import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { MSG, rejectedTitle, type RevisionDetail } from '@haat/shared';
import { renderWithProviders } from '@/test/render.tsx';
import { RevisionChanges } from './revision-changes.tsx';
import { RevisionPanel, withProposedChanges } from './revision-panel.tsx';

const pending: RevisionDetail = {
  _id: '0190a1b2-0000-7000-8000-0000000000c1',
  status: 'pending',
  rejectionMessage: null,
  createdAt: '2026-11-25T10:00:00.000Z',
  updatedAt: '2026-11-25T10:00:00.000Z',
  fields: { description: 'Now with home delivery.', images: ['local:new.webp'] },
  changes: [
    { field: 'description', before: 'Lamps and diyas.', after: 'Now with home delivery.' },
    { field: 'images', before: ['local:old.webp'], after: ['local:new.webp'] },
    { field: 'sellingPrice', before: 399, after: null },
  ],
};

const noop = () => undefined;

describe('RevisionPanel (issue 26)', () => {
  it('tells the seller of a live item that a save goes to review while the live version stays', () => {
    renderWithProviders(
      <RevisionPanel
        kind="Business"
        isApproved
        revision={null}
        onDiscard={noop}
        discarding={false}
      />,
    );
    const notice = screen.getByTestId('revision-notice');
    expect(within(notice).getByText('Live version')).toBeTruthy();
    expect(notice.textContent).toContain(
      'the live version stays on the site until they are approved',
    );
  });

  it('shows nothing for an item not yet approved (the approval banner speaks)', () => {
    renderWithProviders(
      <RevisionPanel
        kind="Product"
        isApproved={false}
        revision={pending}
        onDiscard={noop}
        discarding={false}
      />,
    );
    expect(screen.queryByTestId('revision-panel')).toBeNull();
    expect(screen.queryByTestId('revision-notice')).toBeNull();
  });

  it('shows the changes waiting beside the live version, and discards after a Yes', async () => {
    const onDiscard = vi.fn();
    renderWithProviders(
      <RevisionPanel
        kind="Business"
        isApproved
        revision={pending}
        onDiscard={onDiscard}
        discarding={false}
      />,
    );
    const panel = screen.getByTestId('revision-panel');
    expect(panel.dataset.status).toBe('pending');
    expect(within(panel).getAllByText('Changes waiting for approval').length).toBeGreaterThan(1);
    const description = panel.querySelector('[data-field="description"]') as HTMLElement;
    expect(within(description).getByText('Live version')).toBeTruthy();
    expect(description.querySelector('[data-side="before"]')!.textContent).toContain(
      'Lamps and diyas.',
    );
    expect(description.querySelector('[data-side="after"]')!.textContent).toContain(
      'Now with home delivery.',
    );
    const pictures = panel.querySelector('[data-field="images"]') as HTMLElement;
    expect(pictures.querySelector('[data-side="before"] img')!.getAttribute('src')).toContain(
      'old.webp',
    );
    expect(pictures.querySelector('[data-side="after"] img')!.getAttribute('src')).toContain(
      'new.webp',
    );
    // A price removed reads as empty, a price kept as rupees.
    const price = panel.querySelector('[data-field="sellingPrice"]') as HTMLElement;
    expect(price.querySelector('[data-side="before"]')!.textContent).toContain('399');
    expect(price.querySelector('[data-side="after"]')!.textContent).toContain('(empty)');

    fireEvent.click(within(panel).getByRole('button', { name: 'Discard changes' }));
    expect(onDiscard).not.toHaveBeenCalled();
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }, { timeout: 5000 }));
    expect(onDiscard).toHaveBeenCalledTimes(1);
  });

  it('shows a rejected revision with Approval Rejected, the kind’s title and the message', () => {
    renderWithProviders(
      <RevisionPanel
        kind="Service"
        isApproved
        revision={{ ...pending, status: 'rejected', rejectionMessage: 'Keep the old photo.' }}
        onDiscard={noop}
        discarding={false}
      />,
    );
    const panel = screen.getByTestId('revision-panel');
    expect(within(panel).getByText(MSG.approvalRejected)).toBeTruthy();
    expect(within(panel).getByText(rejectedTitle('Service'))).toBeTruthy();
    expect(within(panel).getByText('Keep the old photo.')).toBeTruthy();
  });
});

describe('RevisionChanges', () => {
  it('says so when nothing differs', () => {
    renderWithProviders(<RevisionChanges changes={[]} labels={{ before: 'A', after: 'B' }} />);
    expect(screen.getByText('Nothing differs from the live version.')).toBeTruthy();
  });

  it('writes working hours per day and lists as badges', () => {
    renderWithProviders(
      <RevisionChanges
        labels={{ before: 'Live version', after: 'Proposed' }}
        changes={[
          {
            field: 'workingHours',
            before: { isOpen24Hours: true, timings: [] },
            after: {
              isOpen24Hours: false,
              timings: [
                { day: 'Monday', from: '09:00', to: '18:00', isClosed: false },
                { day: 'Sunday', from: '09:00', to: '18:00', isClosed: true },
              ],
            },
          },
          { field: 'subCategories', before: ['Lamps'], after: ['Lamps', 'Diyas'] },
        ]}
      />,
    );
    expect(screen.getByText('Open 24 hours')).toBeTruthy();
    expect(screen.getByText('Mon 09:00–18:00, Sun Closed')).toBeTruthy();
    expect(screen.getByText('Sub-categories')).toBeTruthy();
    expect(screen.getByText('Diyas')).toBeTruthy();
  });
});

describe('withProposedChanges', () => {
  it('starts the edit form from the revision’s fields, or from the record without one', () => {
    const record = { _id: 'b1', description: 'Lamps and diyas.', images: ['local:old.webp'] };
    expect(withProposedChanges({ ...record, revision: pending })).toMatchObject({
      description: 'Now with home delivery.',
      images: ['local:new.webp'],
    });
    expect(withProposedChanges({ ...record, revision: null })).toMatchObject(record);
  });
});
