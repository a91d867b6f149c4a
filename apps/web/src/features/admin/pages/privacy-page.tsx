import { useState, type FormEvent } from 'react';
import { Badge, Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconFileText } from '@tabler/icons-react';
import { formatDateTime, PRIVACY_LIMITS, type PrivacyAnswers } from '@haat/shared';
import { useTranslation } from '@/i18n/use-translation.ts';
import { EmptyState } from '@/components/empty-state.tsx';
import { NoticeText } from '@/components/notice-text.tsx';
import { showToast } from '@/lib/toast.ts';
import { AdminPage, QueryState } from '../components/admin-page.tsx';
import { confirmAction } from '../components/confirm.ts';
import {
  useCurrentPrivacyNotice,
  usePrivacyVersions,
  usePublishPrivacyNotice,
} from '../privacy-api.ts';

type Version = PrivacyAnswers['versions']['versions'][number];
type Draft = { body: string; bodyHi: string };
type DraftErrors = Partial<Record<keyof Draft, string>>;

/** The shared rules (packages/shared schemas/privacy.ts) checked before anything is sent. */
function draftErrors(draft: Draft): DraftErrors {
  const errors: DraftErrors = {};
  const body = draft.body.trim();
  const bodyHi = draft.bodyHi.trim();
  if (!body) errors.body = 'privacyMsg.bodyRequired';
  else if (body.length < PRIVACY_LIMITS.bodyMin) errors.body = 'privacyMsg.bodyTooShort';
  if (bodyHi && bodyHi.length < PRIVACY_LIMITS.bodyMin) errors.bodyHi = 'privacyMsg.bodyHiTooShort';
  return errors;
}

/** One published version: when, by whom, in which languages, and its text on demand. */
function VersionCard({ version, current }: { version: Version; current: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Card withBorder radius="lg" padding="md">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Text fw={700}>{t('admin.privacy.version', { version: version.version })}</Text>
            {current ? (
              <Badge color="teal" variant="light">
                {t('admin.privacy.current')}
              </Badge>
            ) : null}
            <Badge color="gray" variant="light">
              {version.bodyHi ? t('admin.privacy.hindiToo') : t('admin.privacy.englishOnly')}
            </Badge>
          </Group>
          <Button
            size="xs"
            variant="subtle"
            onClick={() => setOpen((shown) => !shown)}
            aria-expanded={open}
            rightSection={open ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
          >
            {open ? t('admin.privacy.hide') : t('admin.privacy.show')}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {t('admin.privacy.publishedBy', {
            date: formatDateTime(version.publishedAt),
            name: version.publishedBy,
          })}
        </Text>
        {open ? (
          <Stack gap="lg" mt="xs">
            <NoticeText text={version.body} lang="en" />
            {version.bodyHi ? <NoticeText text={version.bodyHi} lang="hi" /> : null}
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}

/** /admin/privacy: publish the next version of the privacy notice, and read the earlier ones. */
export default function PrivacyPage() {
  const { t } = useTranslation();
  const versions = usePrivacyVersions();
  const current = useCurrentPrivacyNotice();
  const publish = usePublishPrivacyNotice();
  const [draft, setDraft] = useState<Draft>({ body: '', bodyHi: '' });
  const [errors, setErrors] = useState<DraftErrors>({});
  const list = versions.data?.versions ?? [];
  const next = (list[0]?.version ?? 0) + 1;

  const change = (field: keyof Draft) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setDraft((was) => ({ ...was, [field]: value }));
    setErrors((was) => ({ ...was, [field]: undefined }));
  };

  const startFromCurrent = () => {
    const notice = current.data?.notice;
    if (notice) setDraft({ body: notice.body, bodyHi: notice.bodyHi ?? '' });
    setErrors({});
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = draftErrors(draft);
    setErrors(found);
    if (found.body || found.bodyHi) return;
    confirmAction({
      title: t('admin.privacy.confirmTitle', { version: next }),
      text: t('admin.privacy.confirmText'),
      onConfirm: () =>
        publish.mutate(
          { body: draft.body, bodyHi: draft.bodyHi.trim() ? draft.bodyHi : undefined },
          {
            onSuccess: () => {
              showToast('success', t('privacyMsg.published'));
              setDraft({ body: '', bodyHi: '' });
            },
          },
        ),
    });
  };

  return (
    <AdminPage title={t('admin.privacy.title')} subtitle={t('admin.privacy.subtitle')}>
      <Stack gap="xl">
        <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="write">
          <form onSubmit={submit} noValidate aria-busy={publish.isPending}>
            <Stack gap="sm">
              <Group justify="space-between" gap="xs">
                <Title order={2} fz="lg" id="write">
                  {t('admin.privacy.write')}
                </Title>
                <Button
                  variant="default"
                  size="xs"
                  leftSection={<IconFileText size={14} />}
                  disabled={!current.data}
                  onClick={startFromCurrent}
                >
                  {t('admin.privacy.startFromCurrent')}
                </Button>
              </Group>
              <Text size="sm" c="dimmed">
                {t('admin.privacy.format')}
              </Text>
              <Textarea
                label={t('admin.privacy.body')}
                autosize
                minRows={8}
                maxRows={24}
                maxLength={PRIVACY_LIMITS.bodyMax}
                withAsterisk
                value={draft.body}
                onChange={change('body')}
                error={errors.body ? t(errors.body) : undefined}
              />
              <Textarea
                label={t('admin.privacy.bodyHi')}
                description={t('admin.privacy.bodyHiHint')}
                lang="hi"
                autosize
                minRows={4}
                maxRows={24}
                maxLength={PRIVACY_LIMITS.bodyMax}
                value={draft.bodyHi}
                onChange={change('bodyHi')}
                error={errors.bodyHi ? t(errors.bodyHi) : undefined}
              />
              <Button
                type="submit"
                loading={publish.isPending}
                disabled={!versions.data}
                style={{ alignSelf: 'flex-start' }}
              >
                {t('admin.privacy.publish', { version: next })}
              </Button>
            </Stack>
          </form>
        </Card>

        <Stack gap="sm" component="section" aria-labelledby="versions">
          <Title order={2} fz="lg" id="versions">
            {t('admin.privacy.versions')}
          </Title>
          <QueryState
            isLoading={versions.isLoading}
            isError={versions.isError}
            onRetry={() => void versions.refetch()}
          />
          {versions.data && !list.length ? <EmptyState title={t('admin.privacy.none')} /> : null}
          {list.map((version, index) => (
            <VersionCard key={version._id} version={version} current={index === 0} />
          ))}
        </Stack>
      </Stack>
    </AdminPage>
  );
}
