import { VisuallyHidden } from '@mantine/core';
import { IconClockCheck } from '@tabler/icons-react';
import type { ResponseTime } from '@haat/shared';
import { useTranslation } from '@/i18n/use-translation.ts';
import classes from './response-time.module.css';
import { responseTimeTexts } from './response-time-text.ts';

type Props = {
  /** The answer's figure; nothing is shown without one (under 5 enquiries). */
  responseTime: ResponseTime | undefined;
  /**
   * On a card: smaller and without the clock, "Replies in 2 hours · 92%", to fit one line of a
   * phone's two-column card; the whole sentence for screen readers.
   */
  compact?: boolean;
};

/**
 * "Usually responds within 2 hours · 92% of enquiries" under a business's name.
 * Drawn from the answer only, so the server's HTML and the first render agree.
 */
export function ResponseTimeLine({ responseTime, compact = false }: Props) {
  const { t } = useTranslation();
  if (!responseTime) return null;
  const texts = responseTimeTexts(t, responseTime);
  return (
    <span className={compact ? classes.compact : classes.line}>
      {compact ? null : (
        <IconClockCheck className={classes.icon} size={16} stroke={1.8} aria-hidden />
      )}
      <span aria-hidden="true">{compact ? texts.compact : texts.phrase}</span>
      <VisuallyHidden>{texts.label}</VisuallyHidden>
    </span>
  );
}
