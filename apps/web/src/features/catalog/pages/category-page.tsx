import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../../../components/page-shell.tsx';
import { decodeRouteId } from '../../../lib/route-ids.ts';

function CategoryPage({ type }: { type: 'product' | 'service' }) {
  const { t } = useTranslation();
  const { id } = useParams();
  const kind = t(type === 'service' ? 'pages.serviceCategory' : 'pages.category');
  const name = id ? decodeRouteId(id)?.category : undefined;
  return <PageShell title={name || kind} subtitle={name ? kind : null} />;
}

export const ProductCategoryPage = () => <CategoryPage type="product" />;
export const ServiceCategoryPage = () => <CategoryPage type="service" />;
