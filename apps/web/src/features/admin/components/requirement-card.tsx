import { Anchor, Badge, Box, Button, Card, Group, List, Stack, Text } from '@mantine/core';
import {
  IconCategory,
  IconClock,
  IconFlag,
  IconMapPin,
  IconPackage,
  IconPhone,
  IconRoute,
  IconTrash,
} from '@tabler/icons-react';
import {
  formatDateTime,
  formatPhone,
  type AdminRequirement,
  type RequirementState,
} from '@haat/shared';
import { useTranslation } from '@/i18n/use-translation.ts';
import { callLink } from '@/lib/contact-links.ts';

/** The buyer's words: plain text, line breaks kept. */
const PLAIN = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;
const ICON = { size: 14, style: { verticalAlign: 'middle', marginRight: 4 }, 'aria-hidden': true };

const STATE_COLOR: Record<RequirementState, string> = {
  matched: 'teal',
  unmatched: 'orange',
  held: 'yellow',
  closed: 'gray',
  removed: 'red',
};
const OFFER_COLOR = { offered: 'blue', accepted: 'teal', declined: 'gray' } as const;

type Offer = AdminRequirement['offers'][number];

function OfferLine({ offer }: { offer: Offer }) {
  const { t } = useTranslation();
  return (
    <List.Item>
      <Group gap={6} wrap="wrap">
        <Text span size="sm" fw={600} style={PLAIN}>
          {offer.businessName}
        </Text>
        <Badge size="xs" variant="light" color={OFFER_COLOR[offer.offer]}>
          {t(`admin.requirements.offers.${offer.offer}`)}
        </Badge>
        {offer.routedBy === 'admin' ? (
          <Badge size="xs" variant="outline" color="gray">
            {t('admin.requirements.routedByHand')}
          </Badge>
        ) : null}
      </Group>
      <Text size="xs" c="dimmed">
        {t('admin.requirements.offeredAt', { date: formatDateTime(offer.offeredAt) })}
        {offer.respondedAt
          ? ` · ${t('admin.requirements.respondedAt', { date: formatDateTime(offer.respondedAt) })}`
          : ''}
      </Text>
    </List.Item>
  );
}

/**
 * One requirement in the administrator's queue: where it stands, the need and its details, the
 * buyer, the businesses it was offered to and how each answered; Route (not once closed or
 * removed) and Remove (not twice).
 */
export function RequirementCard({
  requirement,
  busy,
  onRoute,
  onRemove,
}: {
  requirement: AdminRequirement;
  busy: boolean;
  onRoute: (requirement: AdminRequirement) => void;
  onRemove: (requirement: AdminRequirement) => void;
}) {
  const { t } = useTranslation();
  const { status } = requirement;
  const where = [requirement.locality, requirement.city].filter(Boolean).join(', ');
  const sort = [requirement.category, requirement.subCategory].filter(Boolean).join(' › ');
  const live = status !== 'closed' && status !== 'removed';
  return (
    <Card component="li" withBorder radius="lg" padding="md" data-testid="requirement">
      <Stack gap="xs">
        <Group gap={6} wrap="wrap">
          <Badge color={STATE_COLOR[status]} variant="light">
            {t(`admin.requirements.states.${status}`)}
          </Badge>
          <Badge color="peacock" variant="outline">
            {t(`admin.requirements.kinds.${requirement.kind}`)}
          </Badge>
          {requirement.reportedAt ? (
            <Badge color="red" variant="light" leftSection={<IconFlag size={12} />}>
              {requirement.reportReason
                ? t('admin.requirements.reportedFor', {
                    reason: t(`admin.requirements.reportReasons.${requirement.reportReason}`),
                  })
                : t('admin.requirements.reported')}
            </Badge>
          ) : null}
          <Text size="xs" c="dimmed">
            {formatDateTime(requirement.createdAt)}
          </Text>
        </Group>
        <Text fw={700} style={PLAIN}>
          {requirement.need}
        </Text>
        <Group gap="xs" wrap="wrap">
          <Text size="sm">
            <IconClock {...ICON} />
            {t(`admin.requirements.when.${requirement.when}`)}
          </Text>
          {requirement.quantity ? (
            <Text size="sm" style={PLAIN}>
              <IconPackage {...ICON} />
              {requirement.quantity}
            </Text>
          ) : null}
          <Text size="sm">
            <IconMapPin {...ICON} />
            {where}
          </Text>
          {sort ? (
            <Text size="sm">
              <IconCategory {...ICON} />
              {sort}
            </Text>
          ) : null}
        </Group>
        <Group gap={6} wrap="wrap">
          {requirement.erased ? (
            <Text size="sm" c="dimmed" style={PLAIN}>
              {t('erasedBuyer.contact')}
            </Text>
          ) : (
            <>
              <Text size="sm" fw={600} style={PLAIN}>
                {requirement.contactPerson}
              </Text>
              <Anchor href={callLink(requirement.phoneNo)} size="sm">
                <IconPhone {...ICON} />
                {formatPhone(requirement.phoneNo)}
              </Anchor>
            </>
          )}
        </Group>
        <Box>
          <Text size="xs" fw={700} mb={2}>
            {t('admin.requirements.offersTitle', { count: requirement.offers.length })}
          </Text>
          {requirement.offers.length ? (
            <List size="sm" spacing={4} aria-label={t('admin.requirements.offersLabel')}>
              {requirement.offers.map((offer) => (
                <OfferLine key={`${offer.businessId}-${offer.offeredAt}`} offer={offer} />
              ))}
            </List>
          ) : (
            <Text size="sm" c="dimmed">
              {t('admin.requirements.noOffers')}
            </Text>
          )}
        </Box>
        <Group justify="flex-end" gap="xs">
          {live ? (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconRoute size={14} />}
              disabled={busy}
              onClick={() => onRoute(requirement)}
            >
              {t('admin.requirements.route')}
            </Button>
          ) : null}
          {status === 'removed' ? null : (
            <Button
              size="xs"
              color="red"
              variant="light"
              leftSection={<IconTrash size={14} />}
              disabled={busy}
              onClick={() => onRemove(requirement)}
            >
              {t('admin.requirements.remove')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
