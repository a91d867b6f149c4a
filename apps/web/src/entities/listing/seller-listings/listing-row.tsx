import {
  ActionIcon,
  Anchor,
  AspectRatio,
  Button,
  Card,
  Center,
  Group,
  Image,
  Stack,
  Switch,
  Text,
  Tooltip,
} from '@mantine/core';
import {
  IconEdit,
  IconExternalLink,
  IconMessages,
  IconPhoto,
  IconTrash,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '@/i18n/use-translation.ts';
import { discountPercent, formatPrice, mediaUrl, type ListingKind } from '@haat/shared';
import type { ListingBase } from './api.ts';
import { useSingleFlight } from '@/lib/single-flight.ts';
import {
  ApprovalStatusBadge,
  RevisionStatusBadge,
} from '@/entities/revision/approval-status-badge.tsx';

type Props = {
  kind: ListingKind;
  item: ListingBase & { sku?: string | null };
  editTo: string;
  leadsTo: string;
  /** The listing's public page while it is public (approved, active, business public). */
  publicTo?: string | null;
  onToggle: () => Promise<void>;
  onDelete: () => void;
};

/** One product or service in the seller's list: state, visibility switch, links, delete. */
export function ListingRow({ kind, item, editTo, leadsTo, publicTo, onToggle, onDelete }: Props) {
  const { t } = useTranslation();
  // A second click while the switch's call runs is ignored.
  const toggle = useSingleFlight();
  const cover = item.images[0];
  const discount = discountPercent(item.pricePerUnit, item.sellingPrice);
  const price = item.sellingPrice ?? item.pricePerUnit;
  const rejection = !item.isApproved ? item.rejectionMessage?.trim() : null;
  // Changes waiting for approval (an imported price change was invisible here;
  // docs/decisions/022-pending-revisions.md).
  const revision = item.revision;
  const proposed = revision?.proposed;
  const proposedPrice = proposed ? (proposed.sellingPrice ?? proposed.pricePerUnit) : null;
  const newPrice = proposedPrice !== null && proposedPrice !== price ? proposedPrice : null;
  const newName = proposed && proposed.name !== item.name ? proposed.name : null;
  const details = [
    item.sku ? t('listings.sku', { sku: item.sku }) : null,
    item.subCategories.map((sub) => sub.subCategory).join(', ') || null,
  ].filter(Boolean);

  return (
    <Card withBorder radius="lg" padding="sm" data-testid="listing-row">
      <Stack gap="sm">
        <Group wrap="nowrap" align="flex-start" gap="sm">
          <AspectRatio ratio={1} w={{ base: 72, sm: 88 }} miw={{ base: 72, sm: 88 }}>
            {cover ? (
              <Image src={mediaUrl(cover)} alt="" radius="md" fit="cover" bg="gray.1" />
            ) : (
              <Center bg="gray.1" c="gray.5" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
                <IconPhoto size={28} stroke={1.4} />
              </Center>
            )}
          </AspectRatio>
          <Stack gap={4} flex={1} miw={0}>
            <Text fw={600} lineClamp={2} lh={1.3}>
              {item.name}
            </Text>
            {details.length ? (
              <Text size="xs" c="dimmed" lineClamp={1}>
                {details.join(' · ')}
              </Text>
            ) : null}
            {price !== null ? (
              <Group gap={6} align="baseline">
                <Text fw={700} size="sm">
                  {formatPrice(price)}
                </Text>
                {discount !== null && item.pricePerUnit !== null ? (
                  <>
                    <Text size="xs" c="dimmed" td="line-through">
                      {formatPrice(item.pricePerUnit)}
                    </Text>
                    <Text size="xs" c="teal.8" fw={600}>
                      {t('listings.discount', { percent: discount })}
                    </Text>
                  </>
                ) : null}
                {newPrice !== null ? (
                  <Text
                    size="sm"
                    fw={700}
                    c={revision?.status === 'rejected' ? 'red.8' : 'orange.9'}
                  >
                    → {formatPrice(newPrice)}
                  </Text>
                ) : null}
              </Group>
            ) : null}
            {newName ? (
              <Text size="xs" c="orange.9" lineClamp={1}>
                {t('revision.rowNewName', { name: newName })}
              </Text>
            ) : null}
            <Group gap={6}>
              <ApprovalStatusBadge
                isApproved={item.isApproved}
                rejectionMessage={item.rejectionMessage}
              />
              {revision ? <RevisionStatusBadge status={revision.status} /> : null}
              {publicTo ? (
                <Anchor
                  component={Link}
                  to={publicTo}
                  size="xs"
                  fw={600}
                  aria-label={t('workspace.viewOnSiteNamed', { name: item.name })}
                >
                  <IconExternalLink size={13} style={{ verticalAlign: 'middle', marginRight: 2 }} />
                  {t('workspace.viewOnSite')}
                </Anchor>
              ) : null}
            </Group>
            {rejection ? (
              <Text size="xs" c="red.7" lineClamp={3}>
                {rejection}
              </Text>
            ) : null}
          </Stack>
        </Group>
        <Group
          justify="space-between"
          gap="xs"
          pt="xs"
          style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
        >
          <Switch
            checked={item.isActive}
            onChange={() => void toggle.run(onToggle)}
            label={item.isActive ? t('listings.active') : t('listings.inactive')}
            aria-label={t('listings.visibleToggle', { name: item.name })}
            color="teal"
            data-testid="listing-toggle"
          />
          <Group gap={4} wrap="nowrap">
            <Button
              component={Link}
              to={leadsTo}
              variant="subtle"
              size="xs"
              leftSection={<IconMessages size={14} />}
            >
              {t('listings.leads', { count: item.leadsCount })}
            </Button>
            <Button
              component={Link}
              to={editTo}
              variant="light"
              size="xs"
              leftSection={<IconEdit size={14} />}
              aria-label={t('listings.editNamed', { name: item.name })}
            >
              {t('listings.edit')}
            </Button>
            <Tooltip label={t(`listings.delete.${kind}`)}>
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={t('listings.deleteNamed', { name: item.name })}
                onClick={onDelete}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}
