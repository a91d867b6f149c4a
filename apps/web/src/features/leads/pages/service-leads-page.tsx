import { LeadsScreen } from '../components/leads-screen.tsx';

/** /userAdmin/businesses/services/leads/:serviceId (spec §2, §4 Leads). */
export default function ServiceLeadsPage() {
  return <LeadsScreen kind="service" />;
}
