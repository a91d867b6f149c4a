import { useState } from 'react';
import { ActionIcon, Button, Group, Menu, Modal, Radio, Stack, Text } from '@mantine/core';
import {
  IconCategory,
  IconCheck,
  IconClock,
  IconDotsVertical,
  IconFlag,
  IconMapPin,
  IconPackage,
  IconX,
} from '@tabler/icons-react';
import {
  REQUIREMENT_REPORT_REASONS,
  type Enquiry,
  type InboxRequirement,
  type RequirementReportReason,
} from '@haat/shared';
import { useTranslation } from '@/i18n/use-translation.ts';
import { senderName } from '@/entities/enquiry/erased-sender.ts';
import { openConfirmModal } from '@/lib/modals.ts';
import { showToast } from '@/lib/toast.ts';
import { useReportRequirement, useRespondToRequirement } from '../api.ts';

// What an inbox card of a posted requirement adds to a lead. While it is only offered
// the seller sees the need and where and when, never the phone: Accept makes it theirs (the
// number shows and it lives as any lead), Not interested passes it to the next seller.

const ICON = { size: 14, style: { verticalAlign: 'middle', marginRight: 4 }, 'aria-hidden': true };

/** The buyer's first name: all a seller sees of the buyer before the requirement is theirs. */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** An offered requirement: the phone is not the seller's yet. */
export const isOffered = (enquiry: Enquiry) =>
  enquiry.source === 'requirement' && enquiry.phoneNo === null;

/** When, how much, where and which sub-category: one wrapping row under the need. */
export function RequirementFacts({ requirement }: { requirement: InboxRequirement }) {
  const { t } = useTranslation();
  const where = [requirement.locality, requirement.city].filter(Boolean).join(', ');
  return (
    <Group gap="xs" wrap="wrap" data-testid="requirement-facts">
      <Text size="sm">
        <IconClock {...ICON} />
        {t(`inbox.requirement.when.${requirement.when}`)}
      </Text>
      {requirement.quantity ? (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          <IconPackage {...ICON} />
          {t('inbox.requirement.quantity', { quantity: requirement.quantity })}
        </Text>
      ) : null}
      <Text size="sm">
        <IconMapPin {...ICON} />
        {where}
      </Text>
      {requirement.subCategory ? (
        <Text size="sm">
          <IconCategory {...ICON} />
          {requirement.subCategory}
        </Text>
      ) : null}
    </Group>
  );
}

/**
 * Accept or Not interested on an offered requirement; once it is no longer open (closed by the
 * buyer, removed, a day old) a muted line instead. Not interested asks first: it cannot be undone.
 */
export function RequirementAnswer({ enquiry, busy }: { enquiry: Enquiry; busy: boolean }) {
  const { t } = useTranslation();
  const respond = useRespondToRequirement();
  if (!enquiry.requirement?.open) {
    return (
      <Text size="sm" c="dimmed" fs="italic" data-testid="requirement-closed">
        {t('inbox.requirement.noLongerOpen')}
      </Text>
    );
  }
  const answer = async (choice: 'accept' | 'decline') => {
    try {
      await respond.mutateAsync({ id: enquiry._id, answer: choice });
    } catch {
      return; // the API client has shown the server's words
    }
    showToast(
      'success',
      t(choice === 'accept' ? 'requirementMsg.accepted' : 'requirementMsg.declined'),
    );
  };
  const askDecline = () =>
    openConfirmModal({
      title: <Text fw={700}>{t('inbox.requirement.declineTitle')}</Text>,
      children: <Text size="sm">{t('inbox.requirement.declineText')}</Text>,
      labels: { confirm: t('inbox.requirement.decline'), cancel: t('inbox.cancel') },
      centered: true,
      onConfirm: () => void answer('decline'),
    });
  const disabled = busy || respond.isPending;
  return (
    <Stack gap={6}>
      <Text size="sm" c="dimmed">
        {t('inbox.requirement.offeredHint')}
      </Text>
      <Group gap="xs" wrap="wrap">
        <Button
          size="xs"
          leftSection={<IconCheck size={14} />}
          onClick={() => void answer('accept')}
          loading={respond.isPending && respond.variables?.answer === 'accept'}
          disabled={disabled}
        >
          {t('inbox.requirement.accept')}
        </Button>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconX size={14} />}
          onClick={askDecline}
          loading={respond.isPending && respond.variables?.answer === 'decline'}
          disabled={disabled}
        >
          {t('inbox.requirement.decline')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Why the seller reports a requirement: one of the short list, sent to the administrator. */
function ReportModal({
  name,
  opened,
  busy,
  onClose,
  onConfirm,
}: {
  name: string;
  opened: boolean;
  busy: boolean;
  onClose: () => void;
  onConfirm: (reason: RequirementReportReason) => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState<RequirementReportReason | null>(null);
  return (
    <Modal opened={opened} onClose={onClose} title={t('inbox.requirement.reportTitle')} centered>
      <Stack gap="md">
        <Text size="sm">{t('inbox.requirement.reportText', { name })}</Text>
        <Radio.Group
          label={t('inbox.requirement.reportReason')}
          value={reason}
          onChange={(value) => setReason(value as RequirementReportReason)}
        >
          <Stack gap="xs" mt="xs">
            {REQUIREMENT_REPORT_REASONS.map((value) => (
              <Radio
                key={value}
                value={value}
                label={t(`inbox.requirement.reportReasons.${value}`)}
              />
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
            {t('inbox.requirement.report')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The card's menu on a requirement: Report (spam, abusive, fake, other). */
export function RequirementMenu({ enquiry, busy }: { enquiry: Enquiry; busy: boolean }) {
  const { t } = useTranslation();
  const report = useReportRequirement();
  const [reporting, setReporting] = useState(false);
  const name =
    isOffered(enquiry) && !enquiry.erased
      ? firstName(enquiry.contactPerson)
      : senderName(enquiry, t);
  const send = async (reason: RequirementReportReason) => {
    try {
      await report.mutateAsync({ id: enquiry._id, reason });
    } catch {
      return; // shown by the API client
    }
    setReporting(false);
    showToast('success', t('requirementMsg.reported'));
  };
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('inbox.requirement.more', { name })}
            disabled={busy}
          >
            <IconDotsVertical size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconFlag size={14} />} onClick={() => setReporting(true)}>
            {t('inbox.requirement.report')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ReportModal
        key={reporting ? 'open' : 'closed'}
        name={name}
        opened={reporting}
        busy={report.isPending}
        onClose={() => setReporting(false)}
        onConfirm={(reason) => void send(reason)}
      />
    </>
  );
}
