import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { encodeRouteId } from '@haat/shared';
import { changeLanguage } from '@/i18n/index.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { RatingSummary } from './rating-summary.tsx';

const business = { _id: '0190a1b2-0000-7000-8000-0000000000b1', name: 'Jai Hind Appliances' };
const draw = (ui: React.ReactNode) => renderWithProviders(<MemoryRouter>{ui}</MemoryRouter>);

describe('a business’s stars under a heading (issue 22)', () => {
  it('on a product or service page: the seller’s stars, average and count, so labelled, leading to the business’s reviews', () => {
    draw(<RatingSummary rating={{ average: 4.25, count: 27 }} business={business} />);
    const link = screen.getByRole('link', { name: 'Seller rated 4.3 out of 5 by 27 buyers' });
    expect(link.textContent).toBe('Seller★★★★★★★★★★4.3(27 ratings)');
    expect(link.getAttribute('href')).toBe(
      `/business/${encodeRouteId({ _id: business._id, businessName: business.name })}#reviews`,
    );
  });

  it('on the business page itself: the reviews below', () => {
    draw(<RatingSummary rating={{ average: 4, count: 1 }} />);
    const link = screen.getByRole('link', { name: 'Rated 4.0 out of 5 by 1 buyer' });
    expect(link.getAttribute('href')).toBe('#reviews');
    expect(link.textContent).toContain('(1 rating)');
  });

  it('labels the seller’s stars in Hindi too (issue 35)', async () => {
    await act(() => changeLanguage('hi'));
    try {
      draw(<RatingSummary rating={{ average: 3.8, count: 4 }} business={business} />);
      const link = screen.getByRole('link', {
        name: '4 ख़रीदारों ने विक्रेता को 5 में से 3.8 रेटिंग दी',
      });
      expect(link.textContent).toMatch(/^विक्रेता★+3\.8\(4 रेटिंग\)$/);
    } finally {
      await act(() => changeLanguage('en'));
    }
  });

  it('nothing while there is no rating', () => {
    draw(<RatingSummary rating={null} business={business} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByText(/★/)).toBeNull();
  });
});
