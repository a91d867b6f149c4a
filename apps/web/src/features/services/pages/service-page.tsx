import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../../../components/page-shell.tsx';
import { decodeRouteId } from '../../../lib/route-ids.ts';

export default function ServicePage() {
  const { t } = useTranslation();
  const { id } = useParams();
  // The route identifier carries the name, so the heading needs no request.
  const name = id ? decodeRouteId(id)?.serviceName : undefined;
  return (
    <PageShell title={name || t('pages.service')} subtitle={name ? t('pages.service') : null} />
  );
}
