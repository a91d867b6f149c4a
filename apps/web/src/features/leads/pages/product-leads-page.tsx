import { LeadsScreen } from '../components/leads-screen.tsx';

/** /userAdmin/businesses/products/leads/:productId (spec §2, §4 Leads). */
export default function ProductLeadsPage() {
  return <LeadsScreen kind="product" />;
}
