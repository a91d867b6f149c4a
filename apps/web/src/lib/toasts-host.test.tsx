import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render.tsx';
import { showToast } from './toast.ts';

// Toasts cover the header on phones for three seconds; there they show at the bottom.

function screenWidth(phone: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: query.includes('max-width') ? phone : !phone,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        onchange: null,
        dispatchEvent: () => false,
      }) as unknown as MediaQueryList,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('toast placement', () => {
  it('shows toasts at the bottom on a phone and at the top right on a wide screen', async () => {
    const { toastPosition } = await import('./toasts-host.tsx');
    expect(toastPosition(true)).toBe('bottom-center');
    expect(toastPosition(false)).toBe('top-right');

    screenWidth(true);
    renderWithProviders(<div />);
    showToast('success', 'Saved on a phone');
    const toast = await screen.findByText('Saved on a phone');
    expect(toast.closest('[data-position]')?.getAttribute('data-position')).toBe('bottom-center');
  });
});
