import { SellerListingsPage } from '@/entities/listing/seller-listings/seller-listings-page.tsx';
import { productApi, serviceApi } from '../api.ts';

/** /userAdmin/businesses/{businessId}/products and …/services: the routes' screens. */
export const SellerProductsPage = () => <SellerListingsPage kind="product" listings={productApi} />;
export const SellerServicesPage = () => <SellerListingsPage kind="service" listings={serviceApi} />;
