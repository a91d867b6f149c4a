import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../../../components/page-shell.tsx';
import { decodeRouteId } from '../../../lib/route-ids.ts';

function SubCategoryPage({ type }: { type: 'product' | 'service' }) {
  const { t } = useTranslation();
  const { id } = useParams();
  const kind = t(type === 'service' ? 'pages.serviceSubCategory' : 'pages.subCategory');
  const name = id ? decodeRouteId(id)?.subCategory : undefined;
  return <PageShell title={name || kind} subtitle={name ? kind : null} />;
}

export const ProductSubCategoryPage = () => <SubCategoryPage type="product" />;
export const ServiceSubCategoryPage = () => <SubCategoryPage type="service" />;
