import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { ProductCard as ProductData, ServiceCard as ServiceData } from '@haat/shared';
import { changeLanguage } from '@/i18n/index.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { ProductCard } from '@/entities/listing/cards/product-card.tsx';
import { ServiceCard } from '@/entities/listing/cards/service-card.tsx';
import { ResponseTimeLine } from './response-time-line.tsx';

const draw = (ui: React.ReactNode) => renderWithProviders(<MemoryRouter>{ui}</MemoryRouter>);
const figure = { medianMinutes: 110, actedShare: 92, enquiries: 25 };

describe('a business’s response time (issue 36 §3)', () => {
  it('reads "Usually responds within 2 hours · 92% of enquiries", with the whole sentence for screen readers', () => {
    const { container } = draw(<ResponseTimeLine responseTime={figure} />);
    expect(container.textContent).toContain('Usually responds within 2 hours · 92% of enquiries');
    expect(
      screen.getByText(
        'Usually responds within 2 hours, to 92% of its 25 enquiries in the last 90 days',
      ),
    ).toBeTruthy();
  });

  it('in the buckets of its median: an hour, hours, a day, days', () => {
    const phrase = (medianMinutes: number) => {
      const { container, unmount } = draw(
        <ResponseTimeLine responseTime={{ ...figure, medianMinutes }} />,
      );
      const text = container.querySelector('span[aria-hidden="true"]')?.textContent;
      unmount();
      return text;
    };
    expect(phrase(45)).toBe('Usually responds within an hour · 92% of enquiries');
    expect(phrase(5 * 60)).toBe('Usually responds within 5 hours · 92% of enquiries');
    expect(phrase(18 * 60)).toBe('Usually responds within a day · 92% of enquiries');
    expect(phrase(3 * 24 * 60)).toBe('Usually responds within 3 days · 92% of enquiries');
  });

  it('shows nothing without a figure (under 5 enquiries, or an answer from before)', () => {
    draw(<ResponseTimeLine responseTime={null} />);
    draw(<ResponseTimeLine responseTime={undefined} />);
    expect(screen.queryByText(/responds/)).toBeNull();
  });

  it('in Hindi', async () => {
    await act(() => changeLanguage('hi'));
    try {
      const { container } = draw(<ResponseTimeLine responseTime={figure} />);
      expect(container.textContent).toContain('आम तौर पर 2 घंटे के अंदर जवाब देते हैं · 92% पूछताछ पर');
      expect(
        screen.getByText('आम तौर पर 2 घंटे के अंदर जवाब देते हैं: पिछले 90 दिनों की 25 पूछताछ में से 92% पर'),
      ).toBeTruthy();
    } finally {
      await act(() => changeLanguage('en'));
    }
  });
});

describe('on cards, small: "Replies in 2 hours · 92%"', () => {
  const product: ProductData = {
    _id: '0190a1b2-0000-7000-8000-000000000001',
    name: 'Double door refrigerator',
    subCat: null,
    subCategories: [],
    images: [],
    sellingPrice: 24000,
    pricePerUnit: 28000,
    rating: null,
    responseTime: figure,
  };
  const service: ServiceData = {
    _id: '0190a1b2-0000-7000-8000-000000000002',
    name: 'AC repair',
    address: 'Dilsukhnagar',
    tags: [],
    phoneNo: '9000000004',
    images: [],
    pricePerUnit: 500,
    sellingPrice: null,
    responseTime: { ...figure, medianMinutes: 30, actedShare: 100 },
  };

  it('a product card', () => {
    draw(<ProductCard product={product} />);
    const card = screen.getByRole('article');
    expect(card.textContent).toContain('Replies in 2 hours · 92%');
    expect(
      screen.getByText(
        'Usually responds within 2 hours, to 92% of its 25 enquiries in the last 90 days',
      ),
    ).toBeTruthy();
    expect(card.textContent).not.toContain('of enquiries ·');
  });

  it('a service card', () => {
    draw(<ServiceCard service={service} onEnquire={() => {}} />);
    expect(screen.getByRole('article').textContent).toContain('Replies in an hour · 100%');
  });

  it('nothing on a card whose business has too few enquiries', () => {
    draw(<ProductCard product={{ ...product, responseTime: null }} />);
    expect(screen.getByRole('article').textContent).not.toContain('Replies');
  });
});
