import type {
  CategoryType,
  ProductCard as ProductCardData,
  ServiceCard as ServiceCardData,
} from '@haat/shared';
import { useTranslation } from '@/i18n/use-translation.ts';
import { ProductCard } from '@/entities/listing/cards/product-card.tsx';
import { ServiceCard } from '@/entities/listing/cards/service-card.tsx';
import type { QueryTarget } from '@/entities/enquiry/api.ts';
import type { ListingCard } from '../api.ts';
import grid from '@/entities/listing/cards/listing-grid.module.css';
import columns from './listing-grid.module.css';

type Props = {
  kind: CategoryType;
  items: readonly ListingCard[];
  /** One enquiry form for every service card of the page. */
  onEnquire?: (target: QueryTarget) => void;
  label?: string;
  /** How many of the first cards load their image at once: the page's first view (its LCP). */
  eagerImages?: number;
};

/** A business's products or services as the shared cards, in a grid for its listings column. */
export function ListingGrid({ kind, items, onEnquire, label, eagerImages = 0 }: Props) {
  const { t } = useTranslation();
  return (
    <ul
      className={`${grid.grid} ${columns[kind]}`}
      aria-label={label ?? t(`businessDetail.listingsTitle.${kind}`)}
    >
      {items.map((item, index) => (
        <li key={item._id} className={grid.cell}>
          {kind === 'product' ? (
            <ProductCard product={item as ProductCardData} eagerImage={index < eagerImages} />
          ) : (
            <ServiceCard
              service={item as ServiceCardData}
              onEnquire={onEnquire}
              eagerImage={index < eagerImages}
            />
          )}
        </li>
      ))}
    </ul>
  );
}
