import { Button, Group, type ButtonProps } from '@mantine/core';
import { IconBrandWhatsapp, IconMessage, IconPhone } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/use-translation.ts';
import { callLink, whatsAppEnquiryLink } from '@/lib/contact-links.ts';
import { useQueryFormModal, type QueryTarget, type QueryVariant } from './query-form-modal.tsx';

type Props = {
  /** The listing: what the query is about, and its public page for the WhatsApp message. */
  target: QueryTarget & { path: string };
  /** The business phone; without it only the query form is offered. */
  phoneNo?: string | null;
  /** 'enquiry' on services (Send Enquiry), 'query' elsewhere (Send Query). */
  variant?: QueryVariant;
  /** Service cards offer Call Now too (spec §1). */
  withCall?: boolean;
  size?: ButtonProps['size'];
  fullWidth?: boolean;
};

/**
 * A listing's ways to reach the seller (spec §1): the in-app query form, a WhatsApp message that
 * names the listing and links to it, and optionally Call Now.
 */
export function ContactActions({
  target,
  phoneNo,
  variant = 'query',
  withCall = false,
  size = 'sm',
  fullWidth = false,
}: Props) {
  const { t } = useTranslation();
  const queryForm = useQueryFormModal(variant);
  return (
    <>
      <Group gap="xs" grow={fullWidth} wrap="wrap">
        {withCall && phoneNo ? (
          <Button
            component="a"
            href={callLink(phoneNo)}
            variant="light"
            size={size}
            leftSection={<IconPhone size={16} />}
          >
            {t('queryForm.callNow')}
          </Button>
        ) : null}
        <Button
          size={size}
          leftSection={<IconMessage size={16} />}
          onClick={() => queryForm.open({ kind: target.kind, id: target.id, name: target.name })}
        >
          {t(variant === 'enquiry' ? 'queryForm.sendEnquiry' : 'queryForm.sendQuery')}
        </Button>
        {phoneNo ? (
          <Button
            component="a"
            href={whatsAppEnquiryLink(phoneNo, target)}
            target="_blank"
            rel="noopener noreferrer"
            color="green"
            variant="outline"
            size={size}
            leftSection={<IconBrandWhatsapp size={16} />}
          >
            {t('queryForm.whatsApp')}
          </Button>
        ) : null}
      </Group>
      {queryForm.modal}
    </>
  );
}
