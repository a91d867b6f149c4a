import { Button } from '@mantine/core';
import { IconBrandWhatsapp, IconPhone } from '@tabler/icons-react';
import type { LeadKind } from '@haat/shared';
import layout from '@/components/detail-layout.module.css';
import { useTranslation } from '@/i18n/use-translation.ts';
import { callLink, whatsAppEnquiryLink } from '@/lib/contact-links.ts';
import { countTap } from '@/lib/taps.ts';

type Props = {
  /** The business's public number; without one nothing is offered. */
  phoneNo: string | null;
  /** What the enquiry was about: the WhatsApp message names it and links to its page. */
  about: { kind: LeadKind; id: string; name: string; path: string };
};

/**
 * Call and WhatsApp for the seller of an enquiry: the links of the detail pages
 * (+91 to call, a WhatsApp message naming the listing and its link), and the taps counted for
 * the seller's insights as there.
 */
export function SellerContact({ phoneNo, about }: Props) {
  const { t } = useTranslation();
  if (!phoneNo) return null;
  return (
    <div className={layout.pair}>
      <Button
        component="a"
        href={callLink(phoneNo)}
        onClick={() => countTap(about.kind, about.id, 'call')}
        variant="light"
        leftSection={<IconPhone size={16} aria-hidden />}
      >
        {t('receipt.call')}
      </Button>
      <Button
        component="a"
        href={whatsAppEnquiryLink(phoneNo, { name: about.name, path: about.path })}
        onClick={() => countTap(about.kind, about.id, 'whatsapp')}
        target="_blank"
        rel="noopener noreferrer"
        color="green.8"
        variant="outline"
        leftSection={<IconBrandWhatsapp size={16} aria-hidden />}
      >
        {t('receipt.whatsApp')}
      </Button>
    </div>
  );
}
