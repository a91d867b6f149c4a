import { LeadsScreen } from '../components/leads-screen.tsx';

/** /userAdmin/businesses/viewLeads/:businessId (spec §2, §4 Leads). */
export default function BusinessLeadsPage() {
  return <LeadsScreen kind="business" />;
}
