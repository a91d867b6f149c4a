import { Anchor, Button, Grid, Group, Modal, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBuildingStore, IconMapPin, IconPhone } from '@tabler/icons-react';
import { Link } from 'react-router';
import { displayPhone } from '@haat/shared';
import { useTranslation } from '@/i18n/use-translation.ts';
import { EmptyState } from '@/components/empty-state.tsx';
import { LoadFailed } from '@/components/load-failed.tsx';
import { Gallery } from '@/components/gallery/gallery.tsx';
import { businessLink } from '@/lib/business-link.ts';
import { RatingSummary } from '@/entities/review/rating/rating-summary.tsx';
import { callLink } from '@/lib/contact-links.ts';
import { countTap } from '@/lib/taps.ts';
import { useQueryForm } from '@/entities/enquiry/use-query-form.tsx';
import type { QueryTarget } from '@/entities/enquiry/api.ts';
import { ContactActions } from '@/entities/enquiry/contact-actions.tsx';
import { servicePath } from '@/lib/route-ids.ts';
import { ListingPrice } from '@/entities/listing/listing-price.tsx';
import { SubCategoryBadges } from '@/entities/listing/sub-category-badges.tsx';
import type { ServiceDetail } from '../api.ts';

type Props = {
  /** Null while loading. */
  service: ServiceDetail | undefined;
  /** The name from the link, shown before the service arrives. */
  fallbackName?: string;
  problem: 'notFound' | 'failed' | null;
  onRetry: () => void;
  onClose: () => void;
};

/** Address, city and state, each once ('Lajpat Nagar, Delhi', not 'Delhi, Delhi'). */
const placeLine = (business: ServiceDetail['business']) =>
  [business.address, business.city, business.state]
    .filter((part): part is string => Boolean(part?.trim()))
    .filter(
      (part, index, parts) =>
        parts.findIndex((p) => p.toLowerCase() === part.toLowerCase()) === index,
    )
    .join(', ');

type BodyProps = { service: ServiceDetail; onEnquire: (target: QueryTarget) => void };

function ServiceBody({ service, onEnquire }: BodyProps) {
  const { t } = useTranslation();
  const { business } = service;
  const path = servicePath(service);

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, sm: 5 }}>
        <Gallery
          images={service.images}
          alt={service.name}
          priority
          compact
          sizes="(max-width: 48em) 100vw, 360px"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 7 }}>
        <Stack gap="md">
          {service.subCategories.length ? (
            <Group gap={6} wrap="wrap">
              <SubCategoryBadges subCategories={service.subCategories} type="service" />
            </Group>
          ) : null}
          <ListingPrice
            pricePerUnit={service.pricePerUnit}
            sellingPrice={service.sellingPrice}
            label={t('serviceDetail.sellingPrice')}
          />

          <Stack gap={8}>
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <IconBuildingStore size={18} style={{ flexShrink: 0, marginTop: 2 }} aria-hidden />
              <Anchor component={Link} {...businessLink(business, 'service')} size="sm" fw={700}>
                {business.name}
              </Anchor>
            </Group>
            <RatingSummary rating={service.rating} business={business} from="service" />
            <Group gap="xs" wrap="nowrap">
              <IconPhone size={18} style={{ flexShrink: 0 }} aria-hidden />
              <Anchor
                href={callLink(business.phoneNo)}
                onClick={() => countTap('service', service._id, 'call')}
                size="sm"
                c="dark"
              >
                {displayPhone(business.phoneNo)}
              </Anchor>
            </Group>
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <IconMapPin size={18} style={{ flexShrink: 0, marginTop: 2 }} aria-hidden />
              <Text size="sm">{placeLine(business)}</Text>
            </Group>
          </Stack>

          <ContactActions
            target={{ kind: 'service', id: service._id, name: service.name, path }}
            phoneNo={business.phoneNo}
            variant="enquiry"
            withCall
            onEnquire={onEnquire}
          />

          {service.description ? (
            <Stack gap={4}>
              <Title order={3} fz="md">
                {t('detail.description')}
              </Title>
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {service.description}
              </Text>
            </Stack>
          ) : null}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

/**
 * The service detail modal: name, pictures, description,
 * M.R.P and selling price, the business's name, phone and address, and Call Now, Send Enquiry
 * and Whatsapp. Full screen on phones.
 */
export function ServiceDetailModal({ service, fallbackName, problem, onRetry, onClose }: Props) {
  const { t } = useTranslation();
  const fullScreen = useMediaQuery('(max-width: 36em)');
  const queryForm = useQueryForm('enquiry');
  const title = service?.name ?? fallbackName ?? t('pages.service');

  return (
    <Modal
      opened
      onClose={onClose}
      // Mantine renders the modal's title as its <h2>.
      title={
        <Text span fw={700} fz={{ base: 'lg', sm: 'xl' }} lh={1.25}>
          {title}
        </Text>
      }
      size="xl"
      centered
      fullScreen={fullScreen}
      radius={fullScreen ? 0 : 'lg'}
      closeButtonProps={{ 'aria-label': t('serviceDetail.close') }}
      // The enquiry form opens over this modal; Escape there must not close both.
      closeOnEscape={!queryForm.isOpen}
    >
      {problem === 'notFound' ? (
        <EmptyState
          title={t('serviceDetail.notFoundTitle')}
          text={t('detail.notFoundText')}
          action={
            <Button variant="light" mt="xs" onClick={onClose}>
              {t('serviceDetail.close')}
            </Button>
          }
        />
      ) : problem === 'failed' ? (
        <LoadFailed title={t('detail.failedTitle')} onRetry={onRetry} />
      ) : service ? (
        <ServiceBody service={service} onEnquire={queryForm.open} />
      ) : (
        <Grid gap="lg" aria-busy>
          <Grid.Col span={{ base: 12, sm: 5 }}>
            <Skeleton radius="lg" style={{ aspectRatio: '1 / 1' }} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 7 }}>
            <Stack gap="sm">
              <Skeleton height={30} width="50%" />
              <Skeleton height={16} width="70%" />
              <Skeleton height={16} width="60%" />
              <Skeleton height={36} width="90%" />
            </Stack>
          </Grid.Col>
        </Grid>
      )}
      {queryForm.modal}
    </Modal>
  );
}
