import { Anchor, Group, Stack } from '@mantine/core';
import { IconMail, IconPhone } from '@tabler/icons-react';
import { displayPhone } from '@haat/shared';
import { useTranslation } from '@/i18n/use-translation.ts';
import { callLink } from '@/lib/contact-links.ts';

type Props = {
  sender: { contactPerson: string; phoneNo: string; email?: string | null | undefined };
  /** Stacked in a table cell; side by side on an inbox card. */
  layout?: 'stack' | 'row';
};

/** The enquirer's phone (a call link) and e-mail, as the lead tables and the inbox show them. */
export function LeadContact({ sender, layout = 'stack' }: Props) {
  const { t } = useTranslation();
  const links = (
    <>
      <Anchor
        href={callLink(sender.phoneNo)}
        size="sm"
        aria-label={t('leads.call', { name: sender.contactPerson })}
      >
        <IconPhone size={14} style={{ verticalAlign: 'middle', marginRight: 4 }} />
        {displayPhone(sender.phoneNo)}
      </Anchor>
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
  return layout === 'row' ? <Group gap="md">{links}</Group> : <Stack gap={2}>{links}</Stack>;
}
