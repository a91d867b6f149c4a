import { IconArrowRight, IconSpeakerphone } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '@/i18n/use-translation.ts';
import { postRequirementPath, type RequirementPrefill } from './requirement-path.ts';
import classes from './requirement-entry.module.css';

type Props = {
  /** What the page knows of the need: it travels in the address and fills the form. */
  prefill?: RequirementPrefill;
  /**
   * 'line': a small link (home, category pages, every search); 'card': the prominent one where
   * a search finds few or no results. 'onColor' draws the line for the home page's orange band.
   */
  variant?: 'line' | 'card' | 'onColor';
};

/**
 * "Tell us what you need" (issue 37): a plain link to the form, which is its own lazily loaded
 * screen, so the pages that show this link carry nothing of the form.
 */
export function RequirementEntry({ prefill, variant = 'line' }: Props) {
  const { t } = useTranslation();
  const to = postRequirementPath(prefill);
  if (variant === 'card') {
    return (
      <aside className={classes.card} aria-labelledby="requirement-entry-title">
        <div>
          <p className={classes.cardTitle} id="requirement-entry-title">
            {t('requirementEntry.fewTitle')}
          </p>
          <p className={classes.cardText}>{t('requirementEntry.fewText')}</p>
        </div>
        <Link to={to} className={classes.button}>
          <IconSpeakerphone size={18} aria-hidden />
          {t('requirementEntry.link')}
        </Link>
      </aside>
    );
  }
  return (
    <p className={`${classes.line} ${variant === 'onColor' ? classes.onColor : ''}`}>
      <span className={classes.hint}>{t('requirementEntry.homeHint')}</span>
      <Link to={to} className={classes.link}>
        {t('requirementEntry.link')}
        <IconArrowRight size={16} aria-hidden />
      </Link>
    </p>
  );
}
