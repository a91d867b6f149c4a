import { LeadsScreen } from '../components/leads-screen.tsx';

/** /userAdmin/businesses/services/leads/:serviceId: a service's leads. */
export default function ServiceLeadsPage() {
  return <LeadsScreen kind="service" />;
}
