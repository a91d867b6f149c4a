import { Group, Text, Title } from '@mantine/core';
import panel from '@/components/panel.module.css';
import { IconClock } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/use-translation.ts';
import { usePageClock } from '@/lib/page-clock.ts';
import {
  openingState,
  slotMinutes,
  weekInOrder,
  type WorkingDay,
  type WorkingHours,
} from '@haat/shared';
import { OpeningBadge } from './opening-badge.tsx';
import { clockLabel } from './opening-label.ts';
import classes from './working-hours.module.css';

type Props = {
  hours: WorkingHours | null | undefined;
  /** For tests and previews; the page's clock otherwise (lib/page-clock.ts). */
  now?: Date;
};

/**
 * The working hours table of a business profile: every day from Monday with its
 * hours or Closed, today marked, and whether it is open now.
 */
export function WorkingHoursCard({ hours, now }: Props) {
  const { t } = useTranslation();
  const clock = usePageClock();
  const at = now ?? clock;
  const state = openingState(hours, at);
  const dayHours = (timing: WorkingDay) =>
    timing.isClosed
      ? t('workingHours.closed')
      : t('businessDetail.hoursRange', {
          from: clockLabel(slotMinutes(timing.from), t),
          to: clockLabel(slotMinutes(timing.to), t),
        });

  return (
    <section className={panel.panel} aria-labelledby="working-hours">
      <Group justify="space-between" align="center" mb="sm" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <IconClock size={20} aria-hidden />
          <Title order={2} fz="lg" id="working-hours">
            {t('businessDetail.workingHours')}
          </Title>
        </Group>
        <OpeningBadge hours={hours} now={at} />
      </Group>
      {!hours || !state ? (
        <Text size="sm" c="dimmed">
          {t('businessDetail.noWorkingHours')}
        </Text>
      ) : hours.isOpen24Hours ? (
        <Text size="sm" fw={600}>
          {t('workingHours.open24Hours')}
        </Text>
      ) : (
        <table className={classes.table}>
          <tbody>
            {weekInOrder(hours).map((timing) => {
              const isToday = timing.day === state.day;
              return (
                <tr
                  key={timing.day}
                  aria-current={isToday ? 'date' : undefined}
                  className={isToday ? classes.today : undefined}
                >
                  <td>
                    {t(`workingHours.days.${timing.day}`)}
                    {isToday ? (
                      <Text span size="xs" c="dimmed" fw={500} ml={6}>
                        ({t('businessDetail.today')})
                      </Text>
                    ) : null}
                  </td>
                  <td
                    className={
                      timing.isClosed ? `${classes.hours} ${classes.closed}` : classes.hours
                    }
                  >
                    {dayHours(timing)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
