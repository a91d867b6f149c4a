import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { ProductCard as ProductData, ServiceCard as ServiceData } from '@haat/shared';
import { renderWithProviders } from '@/test/render.tsx';
import { ProductCard } from './product-card.tsx';
import { ServiceCard } from './service-card.tsx';

const product: ProductData = {
  _id: '0190a1b2-0000-7000-8000-000000000001',
  name: 'Double door refrigerator',
  subCat: null,
  subCategories: [],
  images: [],
  sellingPrice: 24000,
  pricePerUnit: 28000,
  rating: { average: 4.26, count: 27 },
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
  rating: { average: 5, count: 1 },
};

const draw = (ui: React.ReactNode) => renderWithProviders(<MemoryRouter>{ui}</MemoryRouter>);

describe('stars on cards (issue 22)', () => {
  it('a product card shows its business’s stars compactly, named the seller’s, one decimal, with a sentence for screen readers', () => {
    draw(<ProductCard product={product} />);
    const article = screen.getByRole('article');
    expect(article.textContent).toContain('Seller ★ 4.3 (27)');
    expect(screen.getByText('Seller rated 4.3 out of 5 by 27 buyers')).toBeTruthy();
  });

  it('a service card too; 5 shows as 5.0 and one rating is singular', () => {
    draw(<ServiceCard service={service} onEnquire={() => {}} />);
    expect(screen.getByRole('article').textContent).toContain('Seller ★ 5.0 (1)');
    expect(screen.getByText('Seller rated 5.0 out of 5 by 1 buyer')).toBeTruthy();
  });

  it('nothing while the business has no rating', () => {
    draw(<ProductCard product={{ ...product, rating: null }} />);
    expect(screen.getByRole('article').textContent).not.toContain('★');
  });
});
