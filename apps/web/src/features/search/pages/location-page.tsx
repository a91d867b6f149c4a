import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../../../components/page-shell.tsx';

export default function LocationPage() {
  const { t } = useTranslation();
  const { location = '' } = useParams();
  return <PageShell title={t('pages.location', { location })} />;
}
