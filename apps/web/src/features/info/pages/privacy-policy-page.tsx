import { Anchor, Badge, Button, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { displayPhone, formatDate, type PrivacyAnswers } from '@haat/shared';
import { privacyContract } from '@haat/shared/endpoints';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '@/i18n/use-translation.ts';
import { LoadFailed } from '@/components/load-failed.tsx';
import { NoticeText } from '@/components/notice-text.tsx';
import { PageLoader } from '@/components/page-loader.tsx';
import { PageShell } from '@/components/page-shell.tsx';
import { endpointQuery } from '@/lib/api-client.ts';
import { callLink } from '@/lib/contact-links.ts';
import { useDocumentTitle } from '@/lib/document-title.ts';

/** The officer people write to about their data, from the server's configuration. */
function GrievanceCard({ grievance }: { grievance: PrivacyAnswers['current']['grievance'] }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="grievance">
      <Stack gap="sm">
        <Group gap="xs">
          <Title order={2} fz="lg" id="grievance">
            {t('privacyPage.grievanceTitle')}
          </Title>
          {grievance.demo ? (
            <Badge size="xs" variant="light" color="gray">
              {t('privacyPage.demoBadge')}
            </Badge>
          ) : null}
        </Group>
        <Text size="sm">{t('privacyPage.grievanceText')}</Text>
        {grievance.demo ? (
          <Group gap="xs" wrap="nowrap" align="flex-start" c="dimmed">
            <IconInfoCircle size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Text size="sm">{t('privacyPage.demoNote')}</Text>
          </Group>
        ) : null}
        <Stack gap={4}>
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            {t('privacyPage.name')}
          </Text>
          <Text fw={600}>{grievance.name}</Text>
          <Text size="xs" c="dimmed" fw={600} tt="uppercase" mt="xs">
            {t('privacyPage.email')}
          </Text>
          <Anchor href={`mailto:${grievance.email}`} fw={600} style={{ wordBreak: 'break-all' }}>
            {grievance.email}
          </Anchor>
          <Text size="xs" c="dimmed" fw={600} tt="uppercase" mt="xs">
            {t('privacyPage.phone')}
          </Text>
          <Anchor href={callLink(grievance.phone)} fw={600}>
            {displayPhone(grievance.phone)}
          </Anchor>
        </Stack>
        <Button
          component={Link}
          to="/grievance"
          variant="light"
          style={{ alignSelf: 'flex-start' }}
        >
          {t('grievance.link')}
        </Button>
      </Stack>
    </Card>
  );
}

/**
 * /privacyPolicy: the current version of the privacy notice (the built-in one until an
 * administrator publishes their own; docs/decisions/036-privacy-notice.md), in Hindi when the
 * interface is Hindi and that version has a Hindi text, and whom to write to about one's data.
 */
export default function PrivacyPolicyPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('pages.privacyPolicy'));
  const current = useQuery(endpointQuery(privacyContract.current, undefined));
  const answer = current.data;

  if (!answer) {
    return (
      <PageShell title={t('pages.privacyPolicy')} subtitle={t('privacyPage.subtitle')}>
        {current.isError ? (
          <LoadFailed title={t('privacyPage.failed')} onRetry={() => void current.refetch()} />
        ) : (
          <PageLoader />
        )}
      </PageShell>
    );
  }

  const { notice, grievance } = answer;
  // The language is read as the text is drawn: a Hindi visitor's app draws its own first view.
  const hindi = i18n.language === 'hi' && notice.bodyHi !== null;
  return (
    <PageShell
      title={t('pages.privacyPolicy')}
      subtitle={
        notice.publishedAt
          ? t('privacyPage.version', {
              version: notice.version,
              date: formatDate(notice.publishedAt),
            })
          : t('privacyPage.standard')
      }
    >
      <Grid gap={{ base: 'md', md: 'xl' }}>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Card withBorder radius="lg" padding="lg" component="article">
            {i18n.language === 'hi' && !hindi ? (
              <Text size="sm" c="dimmed" mb="md">
                {t('privacyPage.englishOnly')}
              </Text>
            ) : null}
            <NoticeText
              text={hindi ? (notice.bodyHi ?? notice.body) : notice.body}
              lang={hindi ? 'hi' : 'en'}
            />
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <GrievanceCard grievance={grievance} />
        </Grid.Col>
      </Grid>
    </PageShell>
  );
}
