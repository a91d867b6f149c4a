import { Anchor, Badge, Card, Grid, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { displayPhone } from '@haat/shared';
import {
  IconInfoCircle,
  IconMail,
  IconMapPin,
  IconPhone,
  type TablerIcon,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation.ts';
import { PageShell } from '@/components/page-shell.tsx';
import { callLink } from '@/lib/contact-links.ts';
import { useDocumentTitle } from '@/lib/document-title.ts';
import { siteContact } from '@/lib/site-contact.ts';
import { ContactForm } from '../components/contact-form.tsx';

function ContactLine({
  icon: Icon,
  label,
  demo,
  children,
}: {
  icon: TablerIcon;
  label: string;
  /** The value is the demo placeholder: marked, so nobody takes it for the company's. */
  demo: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <ThemeIcon variant="light" color="peacock" size={38} radius="xl">
        <Icon size={20} aria-hidden />
      </ThemeIcon>
      <Stack gap={0}>
        <Group gap={6} wrap="nowrap">
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            {label}
          </Text>
          {demo ? (
            <Badge size="xs" variant="light" color="gray">
              {t('contactPage.demoBadge')}
            </Badge>
          ) : null}
        </Group>
        {children}
      </Stack>
    </Group>
  );
}

/** /contactUs: the support phone, e-mail and address, and a contact form. */
export default function ContactUsPage() {
  const { t } = useTranslation();
  const contact = siteContact();
  useDocumentTitle(t('pages.contactUs'));

  return (
    <PageShell title={t('pages.contactUs')} subtitle={t('contactPage.subtitle')}>
      <Grid gap={{ base: 'md', md: 'xl' }}>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="support">
            <Title order={2} fz="lg" mb="md" id="support">
              {t('contactPage.supportTitle')}
            </Title>
            <Stack gap="md">
              {contact.demo.length ? (
                <Group gap="xs" wrap="nowrap" align="flex-start" c="dimmed">
                  <IconInfoCircle size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
                  <Text size="sm">{t('contactPage.demoNote')}</Text>
                </Group>
              ) : null}
              <ContactLine
                icon={IconPhone}
                label={t('contactPage.phone')}
                demo={contact.demo.includes('phoneNo')}
              >
                <Anchor href={callLink(contact.phoneNo)} fw={600}>
                  {displayPhone(contact.phoneNo)}
                </Anchor>
              </ContactLine>
              <ContactLine
                icon={IconMail}
                label={t('contactPage.email')}
                demo={contact.demo.includes('email')}
              >
                <Anchor
                  href={`mailto:${contact.email}`}
                  fw={600}
                  style={{ wordBreak: 'break-all' }}
                >
                  {contact.email}
                </Anchor>
              </ContactLine>
              <ContactLine
                icon={IconMapPin}
                label={t('contactPage.address')}
                demo={contact.demo.includes('address')}
              >
                <Text fw={600} style={{ whiteSpace: 'pre-line' }}>
                  {contact.address}
                </Text>
              </ContactLine>
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="write">
            <Title order={2} fz="lg" mb="md" id="write">
              {t('contactPage.formTitle')}
            </Title>
            <ContactForm />
          </Card>
        </Grid.Col>
      </Grid>
    </PageShell>
  );
}
