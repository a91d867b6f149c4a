import { useState, type FormEvent } from 'react';
import { Anchor, Badge, Button, Card, Group, Stack, Text, Textarea } from '@mantine/core';
import {
  displayPhone,
  formatDate,
  GRIEVANCE_LIMITS,
  GRIEVANCE_MSG,
  type AdminGrievance,
} from '@haat/shared';
import { Link } from 'react-router';
import { useTranslation } from '@/i18n/use-translation.ts';
import { localizeMessage } from '@/lib/rule-messages.ts';
import { useSingleFlight } from '@/lib/single-flight.ts';
import { showToast } from '@/lib/toast.ts';
import { AdminPage, QueryState } from '../components/admin-page.tsx';
import { useAdminGrievances, useAnswerGrievance } from '../grievances-api.ts';

/** The answer's own rule before it is sent (the server checks the same). */
function answerError(answer: string): string | undefined {
  const text = answer.trim();
  if (!text) return localizeMessage(GRIEVANCE_MSG.answerRequired);
  if (text.length < GRIEVANCE_LIMITS.answerMin)
    return localizeMessage(GRIEVANCE_MSG.answerTooShort);
  return undefined;
}

function AnswerForm({ id }: { id: string }) {
  const { t } = useTranslation();
  const answer = useAnswerGrievance();
  const { busy, run } = useSingleFlight();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = answerError(text);
    setError(found);
    if (found) return;
    run(async () => {
      try {
        await answer.mutateAsync({ id, answer: text });
      } catch {
        return; // the API client has shown the server's message
      }
      showToast('success', t('grievanceMsg.answered'));
    });
  };
  return (
    <form onSubmit={submit} noValidate aria-busy={busy}>
      <Stack gap="xs">
        <Textarea
          label={t('adminGrievances.answer')}
          placeholder={t('adminGrievances.answerPlaceholder')}
          rows={3}
          autosize
          maxLength={GRIEVANCE_LIMITS.answerMax}
          value={text}
          error={error}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setError(undefined);
          }}
        />
        <Button type="submit" size="xs" loading={busy} style={{ alignSelf: 'flex-start' }}>
          {t('adminGrievances.send')}
        </Button>
      </Stack>
    </form>
  );
}

function GrievanceCard({ grievance }: { grievance: AdminGrievance }) {
  const { t } = useTranslation();
  const contact = [grievance.phoneNo ? displayPhone(grievance.phoneNo) : null, grievance.email]
    .filter(Boolean)
    .join(' · ');
  return (
    <Card withBorder radius="lg" padding="md" component="li" aria-label={grievance.name}>
      <Stack gap="xs">
        <Group gap="xs" justify="space-between">
          <Text fw={700}>{t(`grievance.topics.${grievance.topic}`)}</Text>
          <Group gap={6}>
            {grievance.overdue ? (
              <Badge color="red" variant="filled">
                {t('adminGrievances.overdue')}
              </Badge>
            ) : null}
            <Badge color={grievance.status === 'answered' ? 'teal' : 'orange'} variant="light">
              {t(`grievance.status.${grievance.status}`)}
            </Badge>
          </Group>
        </Group>
        <Text size="sm" c="dimmed">
          {t('adminGrievances.filed', { date: formatDate(grievance.createdAt) })} ·{' '}
          {t('adminGrievances.due', { date: formatDate(grievance.dueAt) })}
        </Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Text span fw={600}>
            {t('adminGrievances.from')}:
          </Text>{' '}
          {grievance.name}
          {contact ? ` · ${contact}` : ''}
        </Text>
        {grievance.userId ? (
          <Anchor component={Link} to={`/admin/users/${grievance.userId}`} size="sm">
            {t('adminGrievances.account')}
          </Anchor>
        ) : null}
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {grievance.message}
        </Text>
        {grievance.status === 'answered' ? (
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {grievance.answeredAt
                ? t('adminGrievances.answered', { date: formatDate(grievance.answeredAt) })
                : null}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {grievance.answer}
            </Text>
          </Stack>
        ) : (
          <AnswerForm id={grievance._id} />
        )}
      </Stack>
    </Card>
  );
}

/** /admin/grievances: open grievances first by due date (overdue marked), and their answers. */
export default function GrievancesPage() {
  const { t } = useTranslation();
  const grievances = useAdminGrievances();
  return (
    <AdminPage title={t('adminGrievances.title')} subtitle={t('adminGrievances.intro')}>
      <QueryState
        isLoading={grievances.isPending}
        isError={grievances.isError}
        onRetry={() => void grievances.refetch()}
      />
      {grievances.data?.length === 0 ? <Text c="dimmed">{t('adminGrievances.empty')}</Text> : null}
      {grievances.data?.length ? (
        <Stack
          gap="md"
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          maw={820}
        >
          {grievances.data.map((grievance) => (
            <GrievanceCard key={grievance._id} grievance={grievance} />
          ))}
        </Stack>
      ) : null}
    </AdminPage>
  );
}
