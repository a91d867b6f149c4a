import { SellerListingsPage } from '@/components/seller-listings/seller-listings-page.tsx';
import { serviceApi } from '../api.ts';

/** /userAdmin/businesses/{businessId}/services. */
export default function SellerServicesPage() {
  return <SellerListingsPage kind="service" listings={serviceApi} />;
}
