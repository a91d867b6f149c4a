import type { ProductDetail } from './api.ts';

const refrigerators = {
  _id: '0190a1b2-0000-7000-8000-0000000000d1',
  subCategory: 'Refrigerators',
  subCategoryHi: null,
};

/** A public product as /public/product/fetch answers it, for the page's tests and the server's. */
export const product: ProductDetail = {
  _id: '0190a1b2-0000-7000-8000-0000000000a1',
  name: 'Godrej Double Door Refrigerator 260 L',
  images: ['seed/a.webp', 'seed/b.webp', 'seed/c.webp', 'seed/d.webp'],
  sku: 'HA-1300',
  pricePerUnit: 21499,
  sellingPrice: 8600,
  tags: [],
  description: 'Genuine Godrej product with a GST bill.',
  specifications: ['Capacity: 260 L', 'GST invoice available'],
  disclaimer: ['Colours may differ from the photos'],
  fkBusinessId: '0190a1b2-0000-7000-8000-0000000000b1',
  fkCategoryId: '0190a1b2-0000-7000-8000-0000000000c1',
  fkSubCategoriesIds: ['0190a1b2-0000-7000-8000-0000000000d1'],
  fkBrandId: '0190a1b2-0000-7000-8000-0000000000e1',
  fkColorIds: ['0190a1b2-0000-7000-8000-0000000000f1'],
  category: {
    _id: '0190a1b2-0000-7000-8000-0000000000c1',
    category: 'Home Appliances',
    categoryHi: null,
    image: null,
  },
  subCategories: [refrigerators],
  subCat: refrigerators,
  business: {
    _id: '0190a1b2-0000-7000-8000-0000000000b1',
    name: 'Jai Hind Home Appliances',
    phoneNo: '9000000004',
    address: 'Shop No. 45, Dilsukhnagar',
    city: 'Hyderabad',
    state: 'Telangana',
    pinCode: '500060',
  },
  brand: { _id: '0190a1b2-0000-7000-8000-0000000000e1', brand: 'Godrej', image: null },
  colors: [{ _id: '0190a1b2-0000-7000-8000-0000000000f1', color: '#0000FF', colorName: 'Blue' }],
  rating: null,
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-01-05T10:00:00.000Z',
};
