import { SellerListingsPage } from '@/components/seller-listings/seller-listings-page.tsx';
import { productApi } from '../api.ts';

/** /userAdmin/businesses/{businessId}/products. */
export default function SellerProductsPage() {
  return <SellerListingsPage kind="product" listings={productApi} />;
}
