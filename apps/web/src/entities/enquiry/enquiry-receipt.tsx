import { Anchor, Button, Group, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconClockHour4 } from '@tabler/icons-react';
import { Link } from 'react-router';
import { responseWithin, type LeadKind, type ResponseTime } from '@haat/shared';
import { useTranslation } from '@/i18n/use-translation.ts';
import type { TFunction } from '@/i18n/translate.ts';
import { loadBuyerStrings } from '@/lib/buyer-strings.ts';
import { useEnquiryReceipt } from './api.ts';
import { enquiryTargetPath } from './enquiry-paths.ts';
import { SellerContact } from './seller-contact.tsx';

loadBuyerStrings();

/** "Usually replies within 3 hours", from the business's public response time. */
export function repliesWithin(t: TFunction, responseTime: ResponseTime | undefined) {
  if (!responseTime) return null;
  const within = responseWithin(responseTime.medianMinutes);
  return 'count' in within
    ? t(`receipt.repliesWithin.${within.unit}`, { count: within.count })
    : t(`receipt.repliesWithin.${within.unit}`);
}

/** The modal's title once the enquiry is sent. */
export const receiptTitle = (t: TFunction) => t('receipt.title');

type Props = {
  target: { kind: LeadKind; id: string; name: string };
  onDone: () => void;
};

/**
 * What a buyer sees once an enquiry is sent: that it went, to whom, how soon that
 * seller usually replies (when there are enough enquiries to say), Call and WhatsApp for an
 * answer sooner, and where to follow it: My enquiries.
 */
export function EnquiryReceipt({ target, onDone }: Props) {
  const { t } = useTranslation();
  const receipt = useEnquiryReceipt(target.kind, target.id);
  const business = receipt.data?.business ?? null;
  const replies = repliesWithin(t, receipt.data?.responseTime);

  return (
    <Stack gap="md" aria-live="polite">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon color="teal.8" variant="light" radius="xl" size="lg" aria-hidden>
          <IconCircleCheck size={22} />
        </ThemeIcon>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={700}>{t('msg.interestSent')}</Text>
          {business ? (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {t('receipt.sentTo', { name: business.name })}
            </Text>
          ) : receipt.isPending ? (
            <Skeleton height={14} width="60%" mt={4} />
          ) : null}
        </Stack>
      </Group>
      {replies ? (
        <Group gap={6} wrap="nowrap">
          <IconClockHour4 size={16} aria-hidden />
          <Text size="sm">{replies}</Text>
        </Group>
      ) : null}
      {business?.phoneNo ? (
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {t('receipt.reachNow')}
          </Text>
          <SellerContact
            phoneNo={business.phoneNo}
            about={{
              kind: target.kind,
              id: target.id,
              name: target.name,
              path: enquiryTargetPath(target.kind, { _id: target.id, name: target.name }, business),
            }}
          />
        </Stack>
      ) : null}
      <Group justify="space-between" gap="sm" mt="xs">
        <Anchor component={Link} to="/myEnquiries" size="sm" onClick={onDone}>
          {t('receipt.follow')}
        </Anchor>
        <Button onClick={onDone}>{t('receipt.done')}</Button>
      </Group>
    </Stack>
  );
}
