import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconHourglassHigh, IconWorld } from '@tabler/icons-react';
import type { RevisionDetail, RevisionSummary } from '@haat/shared';
import { useTranslation } from '@/i18n/use-translation.ts';
import { confirmDelete } from '@/components/confirm.tsx';
import { RevisionChanges } from './revision-changes.tsx';

type Kind = 'Business' | 'Product' | 'Service';

type Props = {
  kind: Kind;
  isApproved: boolean;
  revision: RevisionSummary | RevisionDetail | null | undefined;
  onDiscard: () => void;
  discarding: boolean;
};

const hasChanges = (revision: RevisionSummary | RevisionDetail): revision is RevisionDetail =>
  'changes' in revision;

/**
 * The seller's view of an approved item: the live version stays on the site, and
 * the changes waiting for approval, or rejected with the reviewer's message, are shown beside
 * it with a way to discard them. Nothing for an item not yet approved (ApprovalBanner says it).
 */
export function RevisionPanel({ kind, isApproved, revision, onDiscard, discarding }: Props) {
  const { t } = useTranslation();
  if (!isApproved) return null;
  if (!revision) {
    return (
      <Alert
        color="teal"
        variant="light"
        radius="md"
        icon={<IconWorld size={20} />}
        title={t('revision.liveVersion')}
        data-testid="revision-notice"
      >
        {t(`revision.reviewNotice.${kind}`)}
      </Alert>
    );
  }
  const rejected = revision.status === 'rejected';
  const discard = () =>
    confirmDelete({
      title: t('revision.discardTitle'),
      text: t('revision.discardText'),
      onConfirm: onDiscard,
    });
  return (
    <Alert
      color={rejected ? 'red' : 'yellow'}
      variant="light"
      radius="md"
      icon={rejected ? <IconAlertTriangle size={20} /> : <IconHourglassHigh size={20} />}
      title={rejected ? t('msg.approvalRejected') : t('revision.waitingTitle')}
      data-testid="revision-panel"
      data-status={revision.status}
    >
      <Stack gap="sm">
        {rejected ? (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t(`approval.rejectedTitle.${kind}`)}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {revision.rejectionMessage}
            </Text>
            <Text size="sm">{t('revision.rejectedText')}</Text>
          </Stack>
        ) : (
          <Text size="sm">{t('revision.waitingText')}</Text>
        )}
        {hasChanges(revision) ? (
          <RevisionChanges
            changes={revision.changes}
            labels={{ before: t('revision.liveVersion'), after: t('revision.waitingTitle') }}
          />
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" color="red" onClick={discard} loading={discarding}>
            {t('revision.discard')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/**
 * The record as its edit form should start: with the proposed fields of its open revision, so a
 * second edit continues from the changes waiting (or rejected) rather than the live version.
 */
export function withProposedChanges<
  T extends { revision?: RevisionSummary | RevisionDetail | null },
>(record: T): T {
  const revision = record.revision;
  return revision && hasChanges(revision) ? { ...record, ...revision.fields } : record;
}
