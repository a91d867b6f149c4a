import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconStar } from '@tabler/icons-react';
import { Link } from 'react-router';
import { BUYER_PROGRESS, formatDateTime, type MyEnquiry } from '@haat/shared';
import { useTranslation } from '@/i18n/use-translation.ts';
import { businessPagePath } from '@/lib/route-ids.ts';
import { enquiryTargetPath } from '@/entities/enquiry/enquiry-paths.ts';
import { SellerContact } from '@/entities/enquiry/seller-contact.tsx';
import { REVIEWS_ANCHOR } from '@/entities/review/rating/stars.tsx';
import { RATE_PARAM } from '@/lib/buyer-proof.ts';
import { loadBuyerStrings } from '@/lib/buyer-strings.ts';
import classes from './my-enquiries.module.css';

loadBuyerStrings();

const PROGRESS_COLOR = { sent: 'gray', seen: 'blue', contacted: 'teal' } as const;

type Props = { enquiry: MyEnquiry };

/** The business page with its review form open (reviews-panel reads `rate`). */
const ratePath = (business: MyEnquiry['business']) =>
  `${businessPagePath(business)}?${RATE_PARAM}=1#${REVIEWS_ANCHOR}`;

/** The steps Sent → Seen → Contacted, the ones reached marked. */
function ProgressSteps({ progress }: { progress: MyEnquiry['progress'] }) {
  const { t } = useTranslation();
  const reached = BUYER_PROGRESS.indexOf(progress);
  return (
    <ol className={classes.steps} aria-label={t('myEnquiries.progressLabel')}>
      {BUYER_PROGRESS.map((step, index) => (
        <li
          key={step}
          className={classes.step}
          data-reached={index <= reached || undefined}
          aria-current={index === reached ? 'step' : undefined}
        >
          {t(`myEnquiries.progress.${step}`)}
        </li>
      ))}
    </ol>
  );
}

/**
 * One enquiry the buyer sent: the business and what it was about, when, how far
 * the seller got (Sent, Seen, Contacted and nothing more), Call and WhatsApp, and the invitation
 * to rate the seller a few days after they made contact.
 */
export function MyEnquiryCard({ enquiry }: Props) {
  const { t } = useTranslation();
  const { business, listing, kind } = enquiry;
  const listed = business.phoneNo !== null || business.slug !== null;
  const about = listing ?? { _id: business._id, name: business.name };
  return (
    <Card withBorder radius="lg" padding="md" component="article" aria-label={business.name}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Stack gap={2} style={{ minWidth: 0 }}>
            {listed ? (
              <Anchor
                component={Link}
                to={businessPagePath(business)}
                fw={700}
                className={classes.name}
              >
                {business.name}
              </Anchor>
            ) : (
              <Text fw={700} className={classes.name}>
                {business.name}
              </Text>
            )}
            {listing ? (
              <Anchor
                component={Link}
                to={enquiryTargetPath(kind, listing, business)}
                size="sm"
                className={classes.name}
              >
                {listing.name}
              </Anchor>
            ) : (
              <Text size="sm" c="dimmed">
                {t('myEnquiries.business')}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              <time dateTime={enquiry.sentAt}>
                {t('myEnquiries.sentOn', { date: formatDateTime(enquiry.sentAt) })}
              </time>
            </Text>
          </Stack>
          <Badge color={PROGRESS_COLOR[enquiry.progress]} variant="light" className={classes.badge}>
            {t(`myEnquiries.progress.${enquiry.progress}`)}
          </Badge>
        </Group>
        <ProgressSteps progress={enquiry.progress} />
        <Text size="xs" c="dimmed">
          {t(`myEnquiries.progressHint.${enquiry.progress}`)}
        </Text>
        {enquiry.rateInvite ? (
          <Stack gap={4} className={classes.invite}>
            <Text size="sm">{t('myEnquiries.rateHint')}</Text>
            <Button
              component={Link}
              to={ratePath(business)}
              leftSection={<IconStar size={16} aria-hidden />}
              color="orange.8"
            >
              {t('myEnquiries.rate', { name: business.name })}
            </Button>
          </Stack>
        ) : null}
        {listed ? (
          <SellerContact
            phoneNo={business.phoneNo}
            about={{
              kind,
              id: about._id,
              name: about.name,
              path: enquiryTargetPath(kind, about, business),
            }}
          />
        ) : (
          <Text size="xs" c="dimmed">
            {t('myEnquiries.noContact')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
