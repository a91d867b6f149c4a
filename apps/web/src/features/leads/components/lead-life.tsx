import { useState, type FormEvent } from 'react';
import {
  Badge,
  Button,
  Group,
  Menu,
  Modal,
  Radio,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { IconBell, IconChevronDown, IconNote } from '@tabler/icons-react';
import {
  formatDate,
  LEAD_LOST_REASONS,
  LEAD_NOTE_MAX,
  LEAD_STATUS_MOVES,
  type Enquiry,
  type LeadLostReason,
  type LeadStatus,
} from '@haat/shared';
import { useTranslation } from '@/i18n/use-translation.ts';
import { senderName } from '@/entities/enquiry/erased-sender.ts';
import { indiaToday } from '@/lib/india-time.ts';
import { showToast } from '@/lib/toast.ts';
import { useChangeEnquiryStatus, useSaveEnquiryFollowUp } from '../api.ts';

// On an inbox card, the lead's status (a badge), the moves the status machine
// allows (@haat/shared lead-status.ts; Lost asks why), and the seller's private note and
// follow-up day, shown once saved.

const STATUS_COLOR: Record<LeadStatus, string> = {
  new: 'saffron',
  contacted: 'blue',
  quoted: 'violet',
  won: 'green',
  lost: 'gray',
};

/** '2026-12-01' → '01 Dec 2026' (a calendar day: noon in India stays that day). */
const dayLabel = (day: string) => formatDate(`${day}T12:00:00+05:30`);

/**
 * The lead's status. A new lead nobody has read already carries the inbox's New badge, so its
 * status is not said twice.
 */
export function LeadStatusBadge({
  enquiry,
}: {
  enquiry: Pick<Enquiry, 'status' | 'lostReason' | 'isRead'>;
}) {
  const { t } = useTranslation();
  if (enquiry.status === 'new' && !enquiry.isRead) return null;
  return (
    <Badge
      color={STATUS_COLOR[enquiry.status]}
      variant={enquiry.status === 'new' ? 'outline' : 'light'}
      size="sm"
      radius="sm"
      data-testid="lead-status"
    >
      {enquiry.status === 'lost' && enquiry.lostReason
        ? t('inbox.lostBecause', { reason: t(`inbox.lostReasons.${enquiry.lostReason}`) })
        : t(`inbox.statuses.${enquiry.status}`)}
    </Badge>
  );
}

/** Why a lead was lost: one of the short list, asked before it is marked Lost. */
function LostReasonModal({
  opened,
  busy,
  onClose,
  onConfirm,
}: {
  opened: boolean;
  busy: boolean;
  onClose: () => void;
  onConfirm: (reason: LeadLostReason) => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState<LeadLostReason | null>(null);
  return (
    <Modal opened={opened} onClose={onClose} title={t('inbox.lostTitle')} centered>
      <Stack gap="md">
        <Radio.Group
          label={t('inbox.lostReasonLabel')}
          value={reason}
          onChange={(value) => setReason(value as LeadLostReason)}
        >
          <Stack gap="xs" mt="xs">
            {LEAD_LOST_REASONS.map((value) => (
              <Radio key={value} value={value} label={t(`inbox.lostReasons.${value}`)} />
            ))}
          </Stack>
        </Radio.Group>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('inbox.cancel')}
          </Button>
          <Button
            color="red"
            disabled={!reason}
            loading={busy}
            onClick={() => reason && onConfirm(reason)}
          >
            {t('inbox.markLost')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The private note and the follow-up day, edited together and saved with one call. */
function FollowUpForm({ enquiry, onDone }: { enquiry: Enquiry; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveEnquiryFollowUp();
  const [note, setNote] = useState(enquiry.note ?? '');
  const [day, setDay] = useState(enquiry.followUpOn ?? '');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save.mutateAsync({
        source: enquiry.source,
        id: enquiry._id,
        note,
        followUpOn: day || null,
      });
    } catch {
      return; // the API client has shown the server's words
    }
    showToast('success', t('leadMsg.followUpSaved'));
    onDone();
  };
  return (
    <Stack component="form" gap="xs" onSubmit={submit} data-testid="follow-up-form">
      <Textarea
        label={t('inbox.noteLabel')}
        description={t('inbox.noteHint')}
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
        maxLength={LEAD_NOTE_MAX}
        rows={3}
      />
      <TextInput
        type="date"
        label={t('inbox.followUpLabel')}
        description={t('inbox.followUpHint')}
        value={day}
        min={indiaToday()}
        onChange={(event) => setDay(event.currentTarget.value)}
        maw={220}
      />
      <Group gap="sm">
        <Button type="submit" size="xs" loading={save.isPending}>
          {t('inbox.save')}
        </Button>
        <Button size="xs" variant="default" onClick={onDone}>
          {t('inbox.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The card's status moves, and its note and follow-up (shown, and edited on request). */
export function LeadLife({ enquiry, busy }: { enquiry: Enquiry; busy: boolean }) {
  const { t } = useTranslation();
  const change = useChangeEnquiryStatus();
  const [askingWhyLost, setAskingWhyLost] = useState(false);
  const [editing, setEditing] = useState(false);

  const move = async (status: LeadStatus, lostReason?: LeadLostReason) => {
    try {
      await change.mutateAsync({ source: enquiry.source, id: enquiry._id, status, lostReason });
    } catch {
      return; // shown by the API client
    }
    setAskingWhyLost(false);
    showToast('success', t('leadMsg.statusSaved'));
  };

  return (
    <Stack gap="xs">
      {enquiry.note || enquiry.followUpOn ? (
        <Stack gap={2} data-testid="lead-follow-up">
          {enquiry.followUpOn ? (
            <Text size="sm" fw={600}>
              <IconBell size={14} style={{ verticalAlign: 'middle', marginRight: 4 }} />
              {t('inbox.followUpOn', { date: dayLabel(enquiry.followUpOn) })}
            </Text>
          ) : null}
          {enquiry.note ? (
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              <IconNote size={14} style={{ verticalAlign: 'middle', marginRight: 4 }} />
              {enquiry.note}
            </Text>
          ) : null}
        </Stack>
      ) : null}
      {editing ? (
        <FollowUpForm enquiry={enquiry} onDone={() => setEditing(false)} />
      ) : (
        <Group gap="xs" wrap="wrap">
          <Menu position="bottom-start" withinPortal>
            <Menu.Target>
              <Button
                size="xs"
                variant="default"
                rightSection={<IconChevronDown size={14} />}
                aria-label={t('inbox.changeStatusOf', { name: senderName(enquiry, t) })}
                disabled={busy || change.isPending}
              >
                {t('inbox.changeStatus')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {LEAD_STATUS_MOVES[enquiry.status].map((status) => (
                <Menu.Item
                  key={status}
                  onClick={() => (status === 'lost' ? setAskingWhyLost(true) : void move(status))}
                >
                  {t('inbox.moveTo', { status: t(`inbox.statuses.${status}`) })}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
          <Button
            size="xs"
            variant="subtle"
            leftSection={<IconNote size={14} />}
            onClick={() => setEditing(true)}
          >
            {t('inbox.noteAndFollowUp')}
          </Button>
        </Group>
      )}
      <LostReasonModal
        opened={askingWhyLost}
        busy={change.isPending}
        onClose={() => setAskingWhyLost(false)}
        onConfirm={(reason) => void move('lost', reason)}
      />
    </Stack>
  );
}
