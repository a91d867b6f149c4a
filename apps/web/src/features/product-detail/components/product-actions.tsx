import { useTranslation } from '@/i18n/use-translation.ts';
import { ShareButton } from '@/components/share-button/share-button.tsx';
import { ContactActions } from '@/entities/enquiry/contact-actions.tsx';
import { countTap } from '@/lib/taps.ts';
import { productPath } from '@/lib/route-ids.ts';
import type { ProductDetail } from '../api.ts';

/**
 * Send Query (the query form), a WhatsApp message to the business naming the product and its
 * link, and Share; and Call Now, as services and businesses offer (a buyer ready to buy
 * wants to ring the shop). Sized for a thumb on phones.
 */
export function ProductActions({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const path = productPath(product);
  return (
    <ContactActions
      target={{ kind: 'product', id: product._id, name: product.name, path }}
      phoneNo={product.business.phoneNo}
      withCall
      beside={
        <ShareButton
          title={product.name}
          text={t('detail.shareText', { name: product.name })}
          path={path}
          fullWidth
          onShare={() => countTap('product', product._id, 'share')}
        />
      }
    />
  );
}
