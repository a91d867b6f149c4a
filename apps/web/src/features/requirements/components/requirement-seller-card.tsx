import { Anchor, Badge, Card, Group, Stack, Title } from '@mantine/core';
import { IconCircleCheck, IconMapPin } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDistance, type RequirementSeller } from '@haat/shared';
import { SellerContact } from '@/entities/enquiry/seller-contact.tsx';
import { formatAverage, Stars } from '@/entities/review/rating/stars.tsx';
import { ResponseTimeLine } from '@/entities/business/response-time/response-time-line.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';
import { loadBuyerStrings } from '@/lib/buyer-strings.ts';
import { businessPagePath } from '@/lib/route-ids.ts';
import classes from './requirement.module.css';

// Call and WhatsApp say the receipt's words (i18n/en-buyer.ts).
loadBuyerStrings();

/**
 * A seller the requirement went to: the business (its page), its rating, how far it
 * is and how soon it usually responds, Call and WhatsApp as on the receipt, and "Responded" once
 * it accepted the requirement.
 */
export function RequirementSellerCard({ seller }: { seller: RequirementSeller }) {
  const { t } = useTranslation();
  const path = businessPagePath(seller);
  const responded = seller.offer === 'accepted';
  return (
    <Card withBorder radius="lg" padding="md" component="li" aria-label={seller.name}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Title order={3} fz="md" className={classes.name}>
            <Anchor component={Link} to={path} inherit>
              {seller.name}
            </Anchor>
          </Title>
          {responded ? (
            <Badge
              color="teal"
              variant="light"
              leftSection={<IconCircleCheck size={14} aria-hidden />}
              className={classes.badge}
            >
              {t('requirementPage.responded')}
            </Badge>
          ) : (
            <Badge color="gray" variant="light" className={classes.badge}>
              {t('requirementPage.waiting')}
            </Badge>
          )}
        </Group>
        <Group gap="md" wrap="wrap" className={classes.facts}>
          {seller.ratingAverage != null && seller.ratingCount > 0 ? (
            <span
              className={classes.fact}
              aria-label={t('rating.sellerLabel', {
                average: formatAverage(seller.ratingAverage),
                count: seller.ratingCount,
              })}
            >
              <Stars value={seller.ratingAverage} size="sm" />
              <b aria-hidden>{formatAverage(seller.ratingAverage)}</b>
              <span aria-hidden>{t('rating.count', { count: seller.ratingCount })}</span>
            </span>
          ) : null}
          {seller.distanceKm != null ? (
            <span className={classes.fact}>
              <IconMapPin size={14} aria-hidden />
              {t('nearMe.away', { distance: formatDistance(seller.distanceKm * 1000) })}
            </span>
          ) : null}
        </Group>
        <ResponseTimeLine responseTime={seller.responseTime ?? undefined} />
        <SellerContact
          phoneNo={seller.phoneNo}
          about={{ kind: 'business', id: seller._id, name: seller.name, path }}
        />
      </Stack>
    </Card>
  );
}
