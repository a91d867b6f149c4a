import { ActionIcon, Badge, Button, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconChecks, IconTrash } from '@tabler/icons-react';
import { formatDateTime, type Enquiry } from '@haat/shared';
import { useTranslation } from '@/i18n/use-translation.ts';
import { senderName } from '@/entities/enquiry/erased-sender.ts';
import { LeadContact } from './lead-contact.tsx';
import { LeadLife, LeadStatusBadge } from './lead-life.tsx';
import {
  firstName,
  isOffered,
  RequirementAnswer,
  RequirementFacts,
  RequirementMenu,
} from './requirement-offer.tsx';

type Props = {
  enquiry: Enquiry;
  showBusiness: boolean;
  busy: boolean;
  onRead: (enquiry: Enquiry) => void;
  onDelete: (enquiry: Enquiry) => void;
  onContact: (enquiry: Enquiry) => void;
};

/** What the enquiry is about: a listing, the business itself, or (a requirement) its need. */
function aboutLine(t: ReturnType<typeof useTranslation>['t'], enquiry: Enquiry) {
  if (enquiry.source === 'requirement') return null;
  return (
    (enquiry.listing
      ? t('inbox.about', { name: enquiry.listing.name })
      : t('inbox.aboutBusiness')) + (enquiry.listing?.isDeleted ? ` (${t('inbox.deleted')})` : '')
  );
}

/**
 * One enquiry of the inbox: its source, status and sender, what it is about, the sender's
 * contacts and the lead's life. A requirement still only offered shows the need and
 * the buyer's first name, and Accept / Not interested instead of the contacts and the status.
 */
export function EnquiryCard({ enquiry, showBusiness, busy, onRead, onDelete, onContact }: Props) {
  const { t } = useTranslation();
  const offered = isOffered(enquiry);
  const name =
    offered && !enquiry.erased ? firstName(enquiry.contactPerson) : senderName(enquiry, t);
  const deleteLabel = t('leads.delete', { name });
  const about = aboutLine(t, enquiry);
  const business = showBusiness ? enquiry.business.name : null;
  return (
    <Card
      withBorder
      radius="lg"
      p="md"
      component="li"
      data-testid="enquiry"
      data-read={enquiry.isRead || undefined}
      data-status={enquiry.status}
      data-offered={offered || undefined}
      style={
        enquiry.isRead ? undefined : { borderLeft: '4px solid var(--mantine-color-saffron-6)' }
      }
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={4} miw={0}>
            <Group gap={6}>
              {offered ? null : <LeadStatusBadge enquiry={enquiry} />}
              <Badge variant="light" color="peacock" size="sm" radius="sm">
                {t(`inbox.sources.${enquiry.source}`)}
              </Badge>
              {enquiry.isRead ? null : (
                <Badge color="saffron" size="sm" radius="sm">
                  {t('inbox.newBadge')}
                </Badge>
              )}
              <Text size="xs" c="dimmed">
                {formatDateTime(enquiry.createdAt)}
              </Text>
            </Group>
            {/* An erased buyer's placeholder reads as a note, not as a name. */}
            <Text fw={700} truncate c={enquiry.erased ? 'dimmed' : undefined}>
              {name}
            </Text>
            {enquiry.businessName ? (
              <Text size="sm" c="dimmed" truncate>
                {enquiry.businessName}
              </Text>
            ) : null}
          </Stack>
          <Group gap={2} wrap="nowrap">
            {enquiry.source === 'requirement' ? (
              <RequirementMenu enquiry={enquiry} busy={busy} />
            ) : null}
            {/* An offered requirement is answered (Not interested), not deleted. */}
            {offered ? null : (
              <Tooltip label={deleteLabel} withArrow>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={deleteLabel}
                  onClick={() => onDelete(enquiry)}
                  disabled={busy}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        </Group>
        {about || business ? (
          <Text size="sm">{[about, business].filter(Boolean).join(' · ')}</Text>
        ) : null}
        {enquiry.phoneNo ? (
          <LeadContact
            sender={{ ...enquiry, phoneNo: enquiry.phoneNo }}
            layout="row"
            whatsApp
            onContact={() => onContact(enquiry)}
          />
        ) : null}
        {enquiry.query ? (
          <Text
            size="sm"
            fw={enquiry.source === 'requirement' ? 600 : undefined}
            style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          >
            {enquiry.query}
          </Text>
        ) : null}
        {enquiry.requirement ? <RequirementFacts requirement={enquiry.requirement} /> : null}
        {offered ? (
          <RequirementAnswer enquiry={enquiry} busy={busy} />
        ) : (
          <LeadLife enquiry={enquiry} busy={busy} />
        )}
        {enquiry.isRead ? null : (
          <Group>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconChecks size={14} />}
              onClick={() => onRead(enquiry)}
              disabled={busy}
            >
              {t('inbox.markRead')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
