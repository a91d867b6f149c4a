import { Badge, Card, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatPrice, mediaUrl, type AdminListingRow, type AdminUserBusiness } from '@haat/shared';
import { ApprovalStatusBadge } from '@/entities/revision/approval-status-badge.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';
import { BusinessDomain } from './business-domain.tsx';
import { BusinessLocation } from './business-location.tsx';
import { ResponsiveTable, type Column } from './responsive-table.tsx';

function Thumb({ image, alt }: { image: string | null; alt: string }) {
  return image ? (
    <Image src={mediaUrl(image, 'card')} alt={alt} w={48} h={48} radius="sm" fit="cover" />
  ) : (
    <Card w={48} h={48} bg="gray.1" radius="sm" p={0} />
  );
}

/** One business of a user's page: its state, where it is, its domain and its listings. */
export function BusinessCard({ business }: { business: AdminUserBusiness }) {
  const { t } = useTranslation();
  const columns: Column<AdminListingRow>[] = [
    {
      key: 'name',
      label: t('admin.users.listing'),
      render: (row) => (
        <Group gap="sm" wrap="nowrap">
          <Thumb image={row.image} alt="" />
          <Text size="sm" fw={600}>
            {row.name}
          </Text>
        </Group>
      ),
    },
    {
      key: 'type',
      label: t('admin.users.type'),
      render: (row) => <Text size="sm">{t(`admin.preview.types.${row.type}`)}</Text>,
    },
    {
      key: 'price',
      label: t('admin.preview.price'),
      render: (row) => (
        <Text size="sm">{row.sellingPrice != null ? formatPrice(row.sellingPrice) : '—'}</Text>
      ),
    },
    {
      key: 'status',
      label: t('admin.users.status'),
      render: (row) => (
        <Group gap={4}>
          <ApprovalStatusBadge
            isApproved={row.isApproved}
            rejectionMessage={row.rejectionMessage}
          />
          {!row.isActive ? (
            <Badge color="gray" variant="light">
              {t('admin.preview.inactive')}
            </Badge>
          ) : null}
        </Group>
      ),
    },
  ];
  return (
    <Card withBorder radius="lg" padding="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="sm" wrap="nowrap">
            <Thumb image={business.image} alt="" />
            <Stack gap={0}>
              <Title order={3} fz="md">
                {business.name}
              </Title>
              <Text size="xs" c="dimmed">
                {t(`admin.preview.types.${business.businessType}`)} · {business.city}
              </Text>
            </Stack>
          </Group>
          <ApprovalStatusBadge
            isApproved={business.isApproved}
            rejectionMessage={business.rejectionMessage}
          />
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <BusinessLocation business={business} />
          <BusinessDomain business={business} />
        </SimpleGrid>
        {business.listings.length ? (
          <ResponsiveTable rows={business.listings} columns={columns} rowKey={(row) => row._id} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('admin.users.noListings')}
          </Text>
        )}
        {business.listingCount > business.listings.length ? (
          <Text size="xs" c="dimmed">
            {t('admin.users.moreListings', {
              shown: business.listings.length,
              total: business.listingCount,
            })}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
