import { Link } from 'react-router';
import { ALL_OVER_INDIA, type CategoryType } from '@haat/shared';
import { useTranslation } from '@/i18n/use-translation.ts';
import classes from './requirement-entry.module.css';

// "Tell us what you need": the form's public address and the prefill it carries, and
// the link to it on the home, category and search pages. Kept in one module, without icons:
// it is on those pages' first views, whose script is at its budget (docs/page-speed.md).

export const POST_REQUIREMENT_PATH = '/postRequirement';

export type RequirementPrefill = {
  need?: string;
  kind?: CategoryType;
  city?: string;
  categoryId?: string;
  subCategoryId?: string;
};

/** The address parameter of each field of the prefill (the form reads them back). */
export const REQUIREMENT_PARAMS = {
  need: 'need',
  kind: 'kind',
  city: 'city',
  categoryId: 'category',
  subCategoryId: 'subCategory',
} as const satisfies Record<keyof RequirementPrefill, string>;

/** /postRequirement?need=…&kind=…&city=… (what is unknown or All Over India is left out). */
export function postRequirementPath(prefill: RequirementPrefill = {}): string {
  const search = new URLSearchParams();
  for (const [field, param] of Object.entries(REQUIREMENT_PARAMS)) {
    const value = prefill[field as keyof RequirementPrefill]?.trim();
    if (!value || (field === 'city' && value === ALL_OVER_INDIA)) continue;
    search.set(param, value);
  }
  const query = search.toString();
  return query ? `${POST_REQUIREMENT_PATH}?${query}` : POST_REQUIREMENT_PATH;
}

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
 * "Tell us what you need": a plain link to the form, which is its own lazily loaded screen, so
 * the pages that show this link carry nothing of the form.
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
      </Link>
    </p>
  );
}
