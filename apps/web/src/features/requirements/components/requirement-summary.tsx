import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { formatDateTime, type BuyerRequirement } from '@haat/shared';
import { REQUIREMENT_STATUS_COLOR } from '@/entities/requirement/requirement-status.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { localName } from '@/lib/local-name.ts';
import classes from './requirement.module.css';

/** "Andheri, Mumbai", "Near you, Mumbai" or "Mumbai". */
function placeOf(
  t: (key: string, options?: Record<string, unknown>) => string,
  requirement: Pick<BuyerRequirement, 'city' | 'locality' | 'nearMe'>,
) {
  if (requirement.nearMe) return t('requirementPage.nearMe', { city: requirement.city });
  if (requirement.locality) {
    return t('requirementPage.localityIn', {
      locality: requirement.locality,
      city: requirement.city,
    });
  }
  return requirement.city;
}

/** The need as the buyer sent it, where it stands, and its when, where, quantity and kind. */
export function RequirementSummary({ requirement }: { requirement: BuyerRequirement }) {
  const { t, i18n } = useTranslation();
  const named = requirement.subCategory ?? requirement.category;
  const category = named
    ? localName(i18n.language, named.name, named.nameHi)
    : t(`postRequirement.kinds.${requirement.kind}`);
  return (
    <Card withBorder radius="lg" padding="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Text fw={700} size="lg" className={classes.need}>
            {requirement.need}
          </Text>
          <Badge
            color={REQUIREMENT_STATUS_COLOR[requirement.status]}
            variant="light"
            className={classes.badge}
          >
            {t(`requirementPage.status.${requirement.status}`)}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          <time dateTime={requirement.createdAt}>
            {t('requirementPage.sentOn', { date: formatDateTime(requirement.createdAt) })}
          </time>
        </Text>
        <dl className={classes.details}>
          <div>
            <dt>{t('requirementPage.when')}</dt>
            <dd>{t(`postRequirement.whenOptions.${requirement.when}`)}</dd>
          </div>
          <div>
            <dt>{t('requirementPage.where')}</dt>
            <dd>{placeOf(t, requirement)}</dd>
          </div>
          <div>
            <dt>{t('requirementPage.category')}</dt>
            <dd>{category}</dd>
          </div>
          {requirement.quantity ? (
            <div>
              <dt>{t('requirementPage.quantity')}</dt>
              <dd>{requirement.quantity}</dd>
            </div>
          ) : null}
        </dl>
      </Stack>
    </Card>
  );
}
