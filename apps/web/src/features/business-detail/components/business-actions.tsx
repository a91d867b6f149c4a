import { Button, Stack } from '@mantine/core';
import layout from '@/components/detail-layout.module.css';
import { IconBrandWhatsapp, IconMessage, IconPhone } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/use-translation.ts';
import { callLink, whatsAppEnquiryLink } from '@/lib/contact-links.ts';
import { useLazyQueryForm } from '@/components/query-form/lazy-query-form.tsx';
import { countTap } from '@/lib/taps.ts';
import { businessPagePath } from '@/lib/route-ids.ts';
import type { PublicBusiness } from '../api.ts';

/**
 * Send Query (a business lead), Call Now (tel:+91…) and a WhatsApp message naming the business
 * and its link (spec §1). Sized for a thumb on phones.
 */
export function BusinessActions({ business }: { business: PublicBusiness }) {
  const { t } = useTranslation();
  const queryForm = useLazyQueryForm('query');
  const path = businessPagePath(business);
  return (
    <Stack gap="xs" maw={{ sm: 440 }}>
      <Button
        size="md"
        fullWidth
        leftSection={<IconMessage size={18} />}
        onClick={() => queryForm.open({ kind: 'business', id: business._id, name: business.name })}
      >
        {t('queryForm.sendQuery')}
      </Button>
      <div className={layout.pair}>
        <Button
          component="a"
          href={callLink(business.phoneNo)}
          onClick={() => countTap('business', business._id, 'call')}
          variant="light"
          fullWidth
          leftSection={<IconPhone size={16} />}
        >
          {t('queryForm.callNow')}
        </Button>
        <Button
          component="a"
          href={whatsAppEnquiryLink(business.phoneNo, { name: business.name, path })}
          onClick={() => countTap('business', business._id, 'whatsapp')}
          target="_blank"
          rel="noopener noreferrer"
          color="green.8"
          variant="outline"
          fullWidth
          leftSection={<IconBrandWhatsapp size={16} />}
        >
          {t('queryForm.whatsApp')}
        </Button>
      </div>
      {queryForm.modal}
    </Stack>
  );
}
