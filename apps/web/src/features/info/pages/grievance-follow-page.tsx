import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { formatDate } from '@haat/shared';
import { Link, useParams } from 'react-router';
import { PageShell } from '@/components/page-shell.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';
import { isApiError } from '@/lib/api-errors.ts';
import { useDocumentTitle } from '@/lib/document-title.ts';
import { useGrievance } from '../grievance-api.ts';

/** /grievance/:id: the person's own link: status, the date it is due by, and the answer. */
export default function GrievanceFollowPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  useDocumentTitle(t('grievance.followTitle'));
  const grievance = useGrievance(id);
  const missing =
    grievance.isError && isApiError(grievance.error) && [400, 404].includes(grievance.error.code);

  return (
    <PageShell title={t('grievance.followTitle')}>
      <Stack gap="md" maw={640}>
        {grievance.isPending ? (
          <Skeleton height={200} radius="lg" />
        ) : grievance.isError ? (
          <Alert color={missing ? 'orange' : 'red'} variant="light" role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{missing ? t('grievance.notFound') : t('grievance.failed')}</Text>
              {missing ? null : (
                <Button size="xs" variant="light" onClick={() => void grievance.refetch()}>
                  {t('grievance.retry')}
                </Button>
              )}
            </Stack>
          </Alert>
        ) : (
          <>
            <Card withBorder radius="lg" padding="lg" component="section">
              <Stack gap="xs">
                <Group gap="xs" justify="space-between">
                  <Text fw={700}>{t(`grievance.topics.${grievance.data.topic}`)}</Text>
                  <Badge
                    color={grievance.data.status === 'answered' ? 'teal' : 'orange'}
                    variant="light"
                  >
                    {t(`grievance.status.${grievance.data.status}`)}
                  </Badge>
                </Group>
                <Text size="sm" c="dimmed">
                  {t('grievance.filedOn', { date: formatDate(grievance.data.createdAt) })}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {grievance.data.message}
                </Text>
                {grievance.data.status === 'open' ? (
                  <>
                    <Text fw={600}>
                      {t('grievance.dueBy', { date: formatDate(grievance.data.dueAt) })}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {t('grievance.keepLink')}
                    </Text>
                  </>
                ) : null}
              </Stack>
            </Card>
            {grievance.data.answer ? (
              <Card
                withBorder
                radius="lg"
                padding="lg"
                component="section"
                aria-labelledby="answer"
              >
                <Stack gap="xs">
                  <Title order={2} fz="lg" id="answer">
                    {t('grievance.answerTitle')}
                  </Title>
                  {grievance.data.answeredAt ? (
                    <Text size="sm" c="dimmed">
                      {t('grievance.answeredOn', { date: formatDate(grievance.data.answeredAt) })}
                    </Text>
                  ) : null}
                  <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {grievance.data.answer}
                  </Text>
                </Stack>
              </Card>
            ) : null}
          </>
        )}
        <Anchor component={Link} to="/grievance" size="sm">
          {t('grievance.another')}
        </Anchor>
      </Stack>
    </PageShell>
  );
}
