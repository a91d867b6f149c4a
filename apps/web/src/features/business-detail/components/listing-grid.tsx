import type {
  CategoryType,
  ProductCard as ProductCardData,
  ServiceCard as ServiceCardData,
} from '@haat/shared';
import { useTranslation } from '@/i18n/use-translation.ts';
import { CardGrid } from '@/entities/listing/cards/listing-grid.tsx';
import { ProductCard } from '@/entities/listing/cards/product-card.tsx';
import { ServiceCard } from '@/entities/listing/cards/service-card.tsx';
import type { QueryTarget } from '@/entities/enquiry/api.ts';
import type { ListingCard } from '../api.ts';
import columns from './listing-grid.module.css';

/** A business's product or service as the shared card of its kind. */
export function BusinessListingCard({
  kind,
  item,
  onEnquire,
  eagerImage,
}: {
  kind: CategoryType;
  item: ListingCard;
  onEnquire?: (target: QueryTarget) => void;
  eagerImage: boolean;
}) {
  return kind === 'product' ? (
    <ProductCard product={item as ProductCardData} eagerImage={eagerImage} />
  ) : (
    <ServiceCard service={item as ServiceCardData} onEnquire={onEnquire} eagerImage={eagerImage} />
  );
}

type Props = {
  kind: CategoryType;
  items: readonly ListingCard[];
  /** One enquiry form for every service card of the page. */
  onEnquire?: (target: QueryTarget) => void;
  label?: string;
  /** How many of the first cards load their image at once: the page's first view (its LCP). */
  eagerImages?: number;
};

/**
 * A business's products or services in the shared grid, with fewer columns: the listings column
 * is two thirds of the page on wide screens.
 */
export function ListingGrid({ kind, items, onEnquire, label, eagerImages = 0 }: Props) {
  const { t } = useTranslation();
  return (
    <CardGrid
      variant={kind}
      columns={columns[kind]}
      items={items}
      getKey={(item) => item._id}
      renderItem={(item, index) => (
        <BusinessListingCard
          kind={kind}
          item={item}
          onEnquire={onEnquire}
          eagerImage={index < eagerImages}
        />
      )}
      label={label ?? t(`businessDetail.listingsTitle.${kind}`)}
    />
  );
}
