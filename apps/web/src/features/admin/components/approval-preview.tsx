import type { ReactNode } from 'react';
import {
  Alert,
  Anchor,
  Avatar,
  Badge,
  Box,
  ColorSwatch,
  Group,
  List,
  SimpleGrid,
  Spoiler,
  Stack,
  Text,
} from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { ImageStrip } from './image-strip.tsx';
import { RevisionChanges } from '@/entities/revision/revision-changes.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';
import {
  formatPhone,
  discountPercent,
  formatDateTime,
  formatPrice,
  mediaUrl,
  telLink,
  type AdminOwner,
  type ApprovalItem,
  type BusinessPreview,
  type ProductPreview,
  type ProfilePreview,
  type ServicePreview,
} from '@haat/shared';

/** One label and value of a preview; nothing when the value is empty. */
function Field({ label, children }: { label: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <Box>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Box fz="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </Box>
  );
}

function TagList({ tags }: { tags: string[] }) {
  if (!tags.length) return null;
  return (
    <Group gap={4}>
      {tags.map((tag) => (
        <Badge key={tag} variant="outline" color="gray" tt="none">
          {tag}
        </Badge>
      ))}
    </Group>
  );
}

function Owner({ owner }: { owner: AdminOwner }) {
  return (
    <>
      {owner.name} ·{' '}
      <Anchor href={telLink(owner.phoneNo)} size="sm">
        {formatPhone(owner.phoneNo)}
      </Anchor>
    </>
  );
}

function Description({ text }: { text: string | null }) {
  const { t } = useTranslation();
  if (!text) return null;
  return (
    <Spoiler maxHeight={72} showLabel={t('admin.preview.more')} hideLabel={t('admin.preview.less')}>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {text}
      </Text>
    </Spoiler>
  );
}

function Prices({ mrp, price }: { mrp: number | null; price: number | null }) {
  const { t } = useTranslation();
  if (price == null && mrp == null) return null;
  const off = discountPercent(mrp, price);
  return (
    <Group gap={6} align="baseline">
      {price != null ? <Text fw={700}>{formatPrice(price)}</Text> : null}
      {off ? (
        <>
          <Text size="sm" c="dimmed" td="line-through">
            {t('admin.preview.mrp')} {formatPrice(mrp!)}
          </Text>
          <Badge color="teal" variant="light">
            {t('admin.preview.off', { percent: off })}
          </Badge>
        </>
      ) : price == null && mrp != null ? (
        <Text size="sm">
          {t('admin.preview.mrp')} {formatPrice(mrp)}
        </Text>
      ) : null}
    </Group>
  );
}

function BusinessDetails({ item }: { item: BusinessPreview }) {
  const { t } = useTranslation();
  const hours = item.workingHours;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" verticalSpacing="xs">
      <Field label={t('admin.preview.businessType')}>
        {t(`admin.preview.types.${item.businessType}`)}
      </Field>
      <Field label={t('admin.preview.owner')}>
        <Owner owner={item.owner} />
      </Field>
      <Field label={t('admin.preview.phone')}>
        <Anchor href={telLink(item.phoneNo)} size="sm">
          {formatPhone(item.phoneNo)}
        </Anchor>
      </Field>
      <Field label={t('admin.preview.address')}>
        {`${item.address}, ${item.city}, ${item.state} ${item.pinCode}`}
      </Field>
      <Field label={t('admin.preview.website')}>
        {item.website ? (
          <Anchor href={item.website} target="_blank" rel="noopener noreferrer" size="sm">
            {item.website}
          </Anchor>
        ) : null}
      </Field>
      <Field label={t('admin.preview.gst')}>{item.gst}</Field>
      <Field label={t('admin.preview.doe')}>{item.doe}</Field>
      <Field label={t('admin.preview.social')}>
        {[item.fb, item.insta].filter(Boolean).length ? (
          <Stack gap={0}>
            {[item.fb, item.insta].filter(Boolean).map((link) => (
              <Anchor key={link} href={link!} target="_blank" rel="noopener noreferrer" size="sm">
                {link}
              </Anchor>
            ))}
          </Stack>
        ) : null}
      </Field>
      <Field label={t('admin.preview.hours')}>
        {hours
          ? hours.isOpen24Hours
            ? t('admin.preview.open24')
            : hours.timings
                .map((day) =>
                  day.isClosed
                    ? `${day.day.slice(0, 3)} ${t('admin.preview.closed')}`
                    : `${day.day.slice(0, 3)} ${day.from}–${day.to}`,
                )
                .join(', ')
          : null}
      </Field>
      <Field label={t('admin.preview.keywords')}>
        {item.tags.length ? <TagList tags={item.tags} /> : null}
      </Field>
    </SimpleGrid>
  );
}

function ListingDetails({ item }: { item: ProductPreview | ServicePreview }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      {!item.business.isApproved ? (
        <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} />} p="xs">
          {t('admin.preview.businessPending')}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" verticalSpacing="xs">
        <Field label={t('admin.preview.price')}>
          <Prices mrp={item.pricePerUnit} price={item.sellingPrice} />
        </Field>
        <Field
          label={t('admin.preview.business')}
        >{`${item.business.name}, ${item.business.city}`}</Field>
        <Field label={t('admin.preview.owner')}>
          <Owner owner={item.owner} />
        </Field>
        <Field label={t('admin.preview.category')}>
          {[item.category, item.subCategories.join(', ')].filter(Boolean).join(' › ')}
        </Field>
        {item.type === 'product' ? (
          <>
            <Field label={t('admin.preview.brand')}>{item.brand}</Field>
            <Field label={t('admin.preview.sku')}>{item.sku}</Field>
            <Field label={t('admin.preview.colors')}>
              {item.colors.length ? (
                <Group gap={6}>
                  {item.colors.map((color) => (
                    <Group key={color.colorName} gap={4} wrap="nowrap">
                      <ColorSwatch color={color.color} size={14} />
                      <Text size="sm">{color.colorName}</Text>
                    </Group>
                  ))}
                </Group>
              ) : null}
            </Field>
          </>
        ) : null}
        <Field label={t('admin.preview.keywords')}>
          {item.tags.length ? <TagList tags={item.tags} /> : null}
        </Field>
        <Field label={t('admin.preview.visibility')}>
          {item.isActive ? t('admin.preview.active') : t('admin.preview.inactive')}
        </Field>
      </SimpleGrid>
      {item.type === 'product' && (item.specifications.length || item.disclaimer.length) ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Field label={t('admin.preview.specifications')}>
            {item.specifications.length ? (
              <List size="sm">
                {item.specifications.map((line) => (
                  <List.Item key={line}>{line}</List.Item>
                ))}
              </List>
            ) : null}
          </Field>
          <Field label={t('admin.preview.disclaimer')}>
            {item.disclaimer.length ? (
              <List size="sm">
                {item.disclaimer.map((line) => (
                  <List.Item key={line}>{line}</List.Item>
                ))}
              </List>
            ) : null}
          </Field>
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}

function ProfileDetails({ item }: { item: ProfilePreview }) {
  const { t } = useTranslation();
  return (
    <Group align="flex-start" gap="md" wrap="nowrap">
      <Avatar src={item.logo ? mediaUrl(item.logo) : null} size={64} radius="md" color="saffron">
        {item.firstName.charAt(0)}
      </Avatar>
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="sm"
        verticalSpacing="xs"
        style={{ flex: 1 }}
      >
        <Field label={t('admin.preview.phone')}>
          <Anchor href={telLink(item.phoneNo)} size="sm">
            {formatPhone(item.phoneNo)}
          </Anchor>
        </Field>
        <Field label={t('admin.preview.email')}>{item.email}</Field>
        <Field label={t('admin.preview.gender')}>{item.gender}</Field>
        <Field label={t('admin.preview.address')}>
          {[item.address, item.city, item.state].filter(Boolean).join(', ')}
        </Field>
        <Field label={t('admin.preview.plan')}>{item.plan}</Field>
      </SimpleGrid>
    </Group>
  );
}

/** The name a reviewer reads for an item. */
export const itemName = (item: ApprovalItem) =>
  item.type === 'profile' ? `${item.firstName} ${item.lastName}` : item.name;

/**
 * Everything a reviewer needs to decide on one item. An edit of a live item
 * shows first what it changes, before and after, then the live version in full.
 */
export function ApprovalPreview({ item }: { item: ApprovalItem }) {
  const { t } = useTranslation();
  const revision = item.type !== 'profile' ? item.revision : null;
  return (
    <Stack gap="sm">
      {revision ? (
        <Stack gap="xs" data-testid="approval-revision">
          <Group gap="xs">
            <Badge color="grape" variant="light">
              {t('revision.editBadge')}
            </Badge>
            <Text size="xs" c="dimmed">
              {t('admin.preview.submitted', { date: formatDateTime(revision.updatedAt) })}
            </Text>
          </Group>
          <Text size="sm">{t('revision.editIntro')}</Text>
          <RevisionChanges
            changes={revision.changes}
            labels={{ before: t('revision.liveVersion'), after: t('revision.proposed') }}
          />
          <Text size="xs" fw={700} tt="uppercase" c="dimmed" mt="xs">
            {t('revision.liveVersion')}
          </Text>
        </Stack>
      ) : (
        <Text size="xs" c="dimmed">
          {t('admin.preview.submitted', { date: formatDateTime(item.updatedAt) })}
        </Text>
      )}
      {item.type !== 'profile' ? <ImageStrip images={item.images} alt={item.name} /> : null}
      {item.type === 'business' ? <BusinessDetails item={item} /> : null}
      {item.type === 'product' || item.type === 'service' ? <ListingDetails item={item} /> : null}
      {item.type === 'profile' ? <ProfileDetails item={item} /> : null}
      {item.type !== 'profile' ? <Description text={item.description} /> : null}
    </Stack>
  );
}
