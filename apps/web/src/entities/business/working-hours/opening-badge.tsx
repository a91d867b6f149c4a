import { openingState, type WorkingHours } from '@haat/shared';
import { useTranslation } from '@/i18n/use-translation.ts';
import { usePageClock } from '@/lib/page-clock.ts';
import { openingLabel } from './opening-label.ts';
import classes from './working-hours.module.css';

type Props = {
  hours: WorkingHours | null | undefined;
  /** For tests and previews; the page's clock otherwise (lib/page-clock.ts). */
  now?: Date;
};

/**
 * Open now or closed, and when that changes, read in Asia/Kolkata whatever the device's time
 * zone (packages/shared opening-hours.ts). Nothing when the business gave no hours.
 */
export function OpeningBadge({ hours, now }: Props) {
  const { t } = useTranslation();
  const clock = usePageClock();
  const state = openingState(hours, now ?? clock);
  if (!state) return null;
  return (
    <span className={classes.badge} data-open={state.open || undefined}>
      {openingLabel(state, t)}
    </span>
  );
}
