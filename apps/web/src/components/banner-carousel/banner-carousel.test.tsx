import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render.tsx';
import { BannerCarousel } from './banner-carousel.tsx';

const images = ['banners/one.webp', 'banners/two.webp', 'banners/three.webp'];

describe('BannerCarousel', () => {
  it('keeps the first banner picture when the strip arrives, so the largest paint stays early', async () => {
    // The first banner stood alone until the page was idle, then the strip drew a new picture in
    // its place, which the browser counted as the page's largest paint, after all the page's code
    // had run (the home page's LCP then: docs/page-speed.md, "Figures that were in code comments").
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (run: () => void) => {
      idle = run;
      return 1;
    });
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const view = renderWithProviders(<BannerCarousel images={images} label="Offers" />);

    const first = screen.getByRole('img', { name: 'Offer 1 of 3' });
    expect(first.getAttribute('loading')).toBe('eager');
    expect(first.getAttribute('fetchpriority')).toBe('high');
    // Until the page is idle, no other banner is there to be fetched beside it.
    expect(screen.queryByRole('img', { name: 'Offer 2 of 3' })).toBeNull();

    await act(async () => idle?.());

    expect(screen.getByRole('img', { name: 'Offer 2 of 3' }).getAttribute('loading')).toBe('lazy');
    expect(screen.getByRole('img', { name: 'Offer 1 of 3' })).toBe(first);
    expect(first.isConnected).toBe(true);
    view.unmount();
    vi.unstubAllGlobals();
  });
});
