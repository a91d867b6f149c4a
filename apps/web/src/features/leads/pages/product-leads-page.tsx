import { useTranslation } from 'react-i18next';
import { PageShell } from '../../../components/page-shell.tsx';

export default function ProductLeadsPage() {
  const { t } = useTranslation();
  return <PageShell title={t('pages.productLeads')} />;
}
