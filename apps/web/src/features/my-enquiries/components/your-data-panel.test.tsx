import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUYER_MSG } from '@haat/shared';
import { en } from '@/i18n/en.ts';
import { hi } from '@/i18n/hi.ts';
import { changeLanguage } from '@/i18n/index.ts';
import { fail, mockApi, ok } from '@/test/api-mock.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { YourDataPanel } from './your-data-panel.tsx';

// My enquiries' "Your data": the copy of the proved phone's data, and its erasure after a dialog
// that says what happens.

const words = en.buyerData;

afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await act(() => changeLanguage('en'));
});

describe('YourDataPanel', () => {
  it('downloads the ZIP with the proof in the body, under the day’s name', async () => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:zip'), revokeObjectURL: vi.fn() }),
    );
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const calls = mockApi({ 'POST /api/myEnquiries/myData': { status: 200, body: 'PK' } });
    renderWithProviders(<YourDataPanel proof="signed-proof" onErased={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: words.download }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatch(/^haat-my-data-\d{4}-\d{2}-\d{2}\.zip$/);
    expect(calls[0]!.body).toEqual({ proof: 'signed-proof' });
  });

  it('shows a refused download in the server’s words', async () => {
    mockApi({
      'POST /api/myEnquiries/myData': fail(403, BUYER_MSG.proofNeeded, 'FORBIDDEN'),
    });
    renderWithProviders(<YourDataPanel proof="old-proof" onErased={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: words.download }));
    expect(await screen.findByText(BUYER_MSG.proofNeeded)).toBeTruthy();
  });

  it('erases only after the dialog, which says what stays and what goes', async () => {
    const calls = mockApi({ 'POST /api/myEnquiries/erase': ok({ counts: { reviews: 1 } }) });
    const onErased = vi.fn();
    renderWithProviders(<YourDataPanel proof="signed-proof" onErased={onErased} />);
    fireEvent.click(screen.getByRole('button', { name: words.erase }));
    const dialog = await screen.findByRole('dialog');
    for (const line of [
      words.confirmSellers,
      words.confirmReviews,
      words.confirmRest,
      words.confirmFinal,
    ]) {
      expect(within(dialog).getByText(line)).toBeTruthy();
    }
    // Keep it: nothing is sent.
    fireEvent.click(within(dialog).getByRole('button', { name: words.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: words.erase }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: words.confirm }),
    );
    await waitFor(() => expect(onErased).toHaveBeenCalledTimes(1));
    expect(calls[0]!.body).toEqual({ proof: 'signed-proof', confirm: true });
  });

  it('speaks Hindi', async () => {
    await act(() => changeLanguage('hi'));
    renderWithProviders(<YourDataPanel proof="signed-proof" onErased={() => {}} />);
    expect(screen.getByRole('heading', { name: hi.buyerData.title })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: hi.buyerData.erase }));
    expect(await screen.findByText(hi.buyerData.confirmSellers)).toBeTruthy();
  });
});
