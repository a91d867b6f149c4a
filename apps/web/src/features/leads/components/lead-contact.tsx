import { Anchor, Group, Stack } from '@mantine/core';
import { IconBrandWhatsapp, IconMail, IconPhone } from '@tabler/icons-react';
import { displayPhone, whatsAppLink } from '@haat/shared';
import { useTranslation } from '@/i18n/use-translation.ts';
import { callLink } from '@/lib/contact-links.ts';

type Props = {
  sender: {
    contactPerson: string;
    phoneNo: string;
    email?: string | null | undefined;
    /** An erased buyer: nothing to call, message or mail. */
    erased?: boolean;
  };
  /** Stacked in a table cell; side by side on an inbox card. */
  layout?: 'stack' | 'row';
  /** A WhatsApp link beside the call link (the inbox's cards). */
  whatsApp?: boolean;
  /**
   * Called as the seller taps Call or WhatsApp (the lead becomes Contacted:
   * docs/decisions/029-lead-life.md). The
   * link still opens the phone or WhatsApp: nothing waits for it.
   */
  onContact?: () => void;
};

/** The enquirer's phone (a call link), WhatsApp and e-mail, as the lead tables and the inbox show them. */
export function LeadContact({ sender, layout = 'stack', whatsApp = false, onContact }: Props) {
  const { t } = useTranslation();
  if (sender.erased) return null;
  const links = (
    <>
      <Anchor
        href={callLink(sender.phoneNo)}
        size="sm"
        aria-label={t('leads.call', { name: sender.contactPerson })}
        onClick={onContact}
      >
        <IconPhone size={14} style={{ verticalAlign: 'middle', marginRight: 4 }} />
        {displayPhone(sender.phoneNo)}
      </Anchor>
      {whatsApp ? (
        <Anchor
          href={whatsAppLink(sender.phoneNo)}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          c="green.8"
          aria-label={t('inbox.whatsApp', { name: sender.contactPerson })}
          onClick={onContact}
        >
          <IconBrandWhatsapp size={14} style={{ verticalAlign: 'middle', marginRight: 4 }} />
          WhatsApp
        </Anchor>
      ) : null}
      {sender.email ? (
        <Anchor
          href={`mailto:${sender.email}`}
          size="sm"
          style={{ wordBreak: 'break-all' }}
          aria-label={t('leads.mail', { name: sender.contactPerson })}
        >
          <IconMail size={14} style={{ verticalAlign: 'middle', marginRight: 4 }} />
          {sender.email}
        </Anchor>
      ) : null}
    </>
  );
  return layout === 'row' ? (
    <Group gap="md" wrap="wrap">
      {links}
    </Group>
  ) : (
    <Stack gap={2}>{links}</Stack>
  );
}
