import { LeadsScreen } from '../components/leads-screen.tsx';

/** /userAdmin/businesses/products/leads/:productId: a product's leads. */
export default function ProductLeadsPage() {
  return <LeadsScreen kind="product" />;
}
