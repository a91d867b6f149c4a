import { Button, Stack } from '@mantine/core';
import layout from '@/components/detail-layout.module.css';
import { IconBrandWhatsapp, IconMessage } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/use-translation.ts';
import { ShareButton } from '@/components/share-button/share-button.tsx';
import { whatsAppEnquiryLink } from '@/lib/contact-links.ts';
import { useLazyQueryForm } from '@/components/query-form/lazy-query-form.tsx';
import { countTap } from '@/lib/taps.ts';
import { productPath } from '@/lib/route-ids.ts';
import type { ProductDetail } from '../api.ts';

/**
 * Send Query (the query form), a WhatsApp message to the business naming the product and its
 * link, and Share (spec §2 Product). Sized for a thumb on phones.
 */
export function ProductActions({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const queryForm = useLazyQueryForm('query');
  const path = productPath(product);
  return (
    <Stack gap="xs" maw={{ sm: 440 }}>
      <Button
        size="md"
        fullWidth
        leftSection={<IconMessage size={18} />}
        onClick={() => queryForm.open({ kind: 'product', id: product._id, name: product.name })}
      >
        {t('queryForm.sendQuery')}
      </Button>
      <div className={layout.pair}>
        <Button
          component="a"
          href={whatsAppEnquiryLink(product.business.phoneNo, { name: product.name, path })}
          onClick={() => countTap('product', product._id, 'whatsapp')}
          target="_blank"
          rel="noopener noreferrer"
          color="green.8"
          variant="outline"
          fullWidth
          leftSection={<IconBrandWhatsapp size={16} />}
        >
          {t('queryForm.whatsApp')}
        </Button>
        <ShareButton
          title={product.name}
          text={t('detail.shareText', { name: product.name })}
          path={path}
          fullWidth
          onShare={() => countTap('product', product._id, 'share')}
        />
      </div>
      {queryForm.modal}
    </Stack>
  );
}
