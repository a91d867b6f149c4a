import type { ProductDetail } from './api.ts';

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
  category: { _id: '0190a1b2-0000-7000-8000-0000000000c1', category: 'Home Appliances' },
  subCategories: [{ _id: '0190a1b2-0000-7000-8000-0000000000d1', subCategory: 'Refrigerators' }],
  business: {
    _id: '0190a1b2-0000-7000-8000-0000000000b1',
    name: 'Jai Hind Home Appliances',
    phoneNo: '9000000004',
    address: 'Shop No. 45, Dilsukhnagar',
    city: 'Hyderabad',
    state: 'Telangana',
    pinCode: '500060',
  },
  brand: { _id: '0190a1b2-0000-7000-8000-0000000000e1', brand: 'Godrej' },
  colors: [{ _id: '0190a1b2-0000-7000-8000-0000000000f1', color: '#0000FF', colorName: 'Blue' }],
};
