import { Anchor, Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDateTime, type BuyerRequirement } from '@haat/shared';
import {
  POST_REQUIREMENT_PATH,
  RequirementEntry,
} from '@/entities/requirement/requirement-entry.tsx';
import { REQUIREMENT_STATUS_COLOR } from '@/entities/requirement/requirement-status.ts';
import { requirementPagePath } from '@/entities/requirement/requirement-path.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { loadRequirementStrings } from '@/lib/requirement-strings.ts';
import classes from './my-enquiries.module.css';

loadRequirementStrings();

/** One requirement: its words, where it stands, how many sellers have it and answered. */
function MyRequirementCard({ requirement }: { requirement: BuyerRequirement }) {
  const { t } = useTranslation();
  const sellers = requirement.sellers.length;
  const responded = requirement.sellers.filter((seller) => seller.offer === 'accepted').length;
  return (
    <Card withBorder radius="lg" padding="md" component="li">
      <Link to={requirementPagePath(requirement._id)} className={classes.requirementLink}>
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
            <Text fw={700} lineClamp={2} className={classes.name}>
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
          <Text size="sm">
            {sellers > 0 ? t('myRequirements.sentTo', { count: sellers }) : null}
            {responded > 0 ? ` · ${t('myRequirements.responded', { count: responded })}` : null}
          </Text>
          <Text size="xs" c="dimmed">
            <time dateTime={requirement.createdAt}>
              {t('requirementPage.sentOn', { date: formatDateTime(requirement.createdAt) })}
            </time>
          </Text>
        </Stack>
        <IconChevronRight size={18} aria-hidden className={classes.chevron} />
      </Link>
    </Card>
  );
}

type Props = {
  requirements: BuyerRequirement[] | undefined;
  pending: boolean;
  failed: boolean;
};

/**
 * The proved phone's posted requirements, above its enquiries, each opening its page;
 * with none, only the way to post one.
 */
export function MyRequirements({ requirements, pending, failed }: Props) {
  const { t } = useTranslation();
  if (pending) return <Skeleton height={96} radius="lg" />;
  if (!failed && !requirements?.length) return <RequirementEntry />;
  return (
    <Stack gap="xs" component="section" aria-labelledby="my-requirements">
      <Group justify="space-between" gap="xs">
        <Title order={2} fz="lg" id="my-requirements">
          {t('myRequirements.title')}
        </Title>
        <Anchor component={Link} to={POST_REQUIREMENT_PATH} size="sm">
          {t('myRequirements.post')}
        </Anchor>
      </Group>
      {failed ? (
        <Text size="sm" c="dimmed">
          {t('myRequirements.failed')}
        </Text>
      ) : (
        <ul className={classes.requirements}>
          {requirements?.map((requirement) => (
            <MyRequirementCard key={requirement._id} requirement={requirement} />
          ))}
        </ul>
      )}
    </Stack>
  );
}
