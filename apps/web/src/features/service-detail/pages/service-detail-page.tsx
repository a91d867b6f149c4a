import { useLocation, useNavigate, useParams } from 'react-router';
import { isApiError } from '@/lib/api-errors.ts';
import { useDocumentTitle } from '@/lib/document-title.ts';
import { decodeRouteId, idFromParam } from '@/lib/route-ids.ts';
import { backgroundOf } from '@/lib/service-modal.ts';
import { useCountView } from '@/lib/views.ts';
import { useService } from '../api.ts';
import { ServiceDetailModal } from '../components/service-detail-modal.tsx';

/** /service/{id}: the service modal (its frame renders the page beneath). */
export default function ServiceDetailPage() {
  const { id: param } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const id = idFromParam(param);
  const routeName = param ? decodeRouteId(param)?.serviceName : undefined;
  const query = useService(id);
  useDocumentTitle(query.data?.name ?? routeName);
  useCountView('service', query.data?._id, location.key);

  // Opened from a page of this site: back to it. A direct visit: on to the home page beneath.
  const close = () => {
    if (backgroundOf(location.state) && location.key !== 'default') void navigate(-1);
    else void navigate('/home', { replace: true });
  };
  const notFound =
    !id || (query.isError && isApiError(query.error) && [400, 404].includes(query.error.code));

  return (
    <ServiceDetailModal
      service={query.data}
      fallbackName={routeName}
      problem={notFound ? 'notFound' : query.isError ? 'failed' : null}
      onRetry={() => void query.refetch()}
      onClose={close}
    />
  );
}
