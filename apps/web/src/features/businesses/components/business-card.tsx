import {
  ActionIcon,
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Center,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import {
  IconBuildingStore,
  IconChartLine,
  IconEdit,
  IconExternalLink,
  IconMapPin,
  IconMessages,
  IconPackage,
  IconStar,
  IconTool,
  IconTrash,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '@/i18n/use-translation.ts';
import { encodeRouteId, mediaUrl } from '@haat/shared';
import {
  ApprovalStatusBadge,
  RevisionStatusBadge,
} from '@/entities/revision/approval-status-badge.tsx';
import type { SellerBusiness } from '../api.ts';
import { ShopAddressPanel } from './shop-address-panel.tsx';

type Props = {
  business: SellerBusiness;
  onDelete: () => void;
  disabled?: boolean;
};

/** Where a business's pages live: its route identifier carries the id and the name. */
export const businessRouteId = (business: Pick<SellerBusiness, '_id' | 'name'>) =>
  encodeRouteId({ _id: business._id, businessName: business.name });

/** One business in the seller's list: photo, name, type, approval, counts and its links. */
export function BusinessCard({ business, onDelete, disabled }: Props) {
  const { t } = useTranslation();
  const routeId = businessRouteId(business);
  const isProduct = business.businessType === 'product';
  const listings = isProduct ? business.productCount : business.serviceCount;
  const cover = business.images[0];
  const rejection = !business.isApproved ? business.rejectionMessage?.trim() : null;

  return (
    <Card withBorder radius="lg" padding={0} data-testid="business-card">
      <Group wrap="nowrap" align="stretch" gap={0} flex={1}>
        <Box w={{ base: 96, xs: 128 }} miw={{ base: 96, xs: 128 }} mih={{ base: 96, xs: 128 }}>
          {cover ? (
            <Image src={mediaUrl(cover)} alt="" fit="cover" h="100%" bg="gray.1" />
          ) : (
            <Center bg="gray.1" c="gray.5" h="100%">
              <IconBuildingStore size={36} stroke={1.4} />
            </Center>
          )}
        </Box>
        <Stack gap={6} p="md" flex={1} miw={0}>
          <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
            <Title order={2} fz="md" lh={1.3} lineClamp={2}>
              {business.name}
            </Title>
            <Tooltip label={t('businesses.delete')}>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('businesses.deleteNamed', { name: business.name })}
                onClick={onDelete}
                disabled={disabled}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
          <Group gap={6}>
            <Badge variant="outline" color={isProduct ? 'saffron' : 'peacock'}>
              {t(`businesses.type.${business.businessType}`)}
            </Badge>
            <ApprovalStatusBadge
              isApproved={business.isApproved}
              rejectionMessage={business.rejectionMessage}
            />
            {business.revision ? <RevisionStatusBadge status={business.revision.status} /> : null}
            {business.isApproved && business.isActive ? (
              <Anchor
                component={Link}
                to={`/business/${routeId}`}
                size="xs"
                fw={600}
                aria-label={t('workspace.viewOnSiteNamed', { name: business.name })}
              >
                <IconExternalLink size={13} style={{ verticalAlign: 'middle', marginRight: 2 }} />
                {t('workspace.viewOnSite')}
              </Anchor>
            ) : null}
          </Group>
          <Group gap={4} c="dimmed" wrap="nowrap">
            <IconMapPin size={14} style={{ flexShrink: 0 }} />
            <Text size="xs" truncate>
              {[business.city, business.state].filter(Boolean).join(', ')}
            </Text>
          </Group>
          <Text size="sm">
            {t(isProduct ? 'businesses.productCount' : 'businesses.serviceCount', {
              count: listings,
            })}
            {' · '}
            {t('businesses.leadsCount', { count: business.leadsCount })}
          </Text>
          {rejection ? (
            <Text size="xs" c="red.7" lineClamp={2}>
              {rejection}
            </Text>
          ) : null}
        </Stack>
      </Group>
      <Box px="md" pb="sm">
        <ShopAddressPanel
          business={business}
          posterPath={`/userAdmin/businesses/${routeId}/poster`}
        />
      </Box>
      {/* Five links: three then two on phones and in the two-column grid, where five in a row
          cut their labels. */}
      <SimpleGrid
        cols={{ base: 3, xs: 5, md: 3, xl: 5 }}
        spacing={4}
        verticalSpacing={4}
        p="xs"
        style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
      >
        <Button
          component={Link}
          to={`/userAdmin/businesses/${routeId}/${isProduct ? 'products' : 'services'}`}
          variant="light"
          size="xs"
          leftSection={isProduct ? <IconPackage size={14} /> : <IconTool size={14} />}
        >
          {t(isProduct ? 'businesses.products' : 'businesses.services')}
        </Button>
        <Button
          component={Link}
          to={`/userAdmin/businesses/viewLeads/${routeId}`}
          variant="subtle"
          size="xs"
          leftSection={<IconMessages size={14} />}
        >
          {t('businesses.viewLeads')}
        </Button>
        <Button
          component={Link}
          to={`/userAdmin/reviews?business=${business._id}`}
          variant="subtle"
          size="xs"
          leftSection={<IconStar size={14} />}
        >
          {t('businesses.reviews')}
        </Button>
        <Button
          component={Link}
          to={`/userAdmin/insights?business=${business._id}`}
          variant="subtle"
          size="xs"
          leftSection={<IconChartLine size={14} />}
        >
          {t('insights.openInsights')}
        </Button>
        <Button
          component={Link}
          to={`/userAdmin/businesses/edit/${routeId}`}
          variant="subtle"
          size="xs"
          leftSection={<IconEdit size={14} />}
        >
          {t('businesses.edit')}
        </Button>
      </SimpleGrid>
    </Card>
  );
}
