import { Link } from 'react-router';
import classes from './breadcrumbs.module.css';

export type Crumb = { label: string; to?: string };

type Props = {
  /** The navigation landmark's name. */
  label: string;
  /** The trail before the page itself (Home › Category …). */
  crumbs: readonly Crumb[];
  /** The page itself, closing the trail (one line, cut short when long). */
  current: string;
  className?: string;
};

/** A breadcrumb trail as a plain ordered list of links (WAI-ARIA breadcrumb pattern). */
export function Breadcrumbs({ label, crumbs, current, className }: Props) {
  return (
    <nav aria-label={label} className={className}>
      <ol className={classes.trail}>
        {crumbs.map((crumb) => (
          <li key={crumb.label} className={classes.crumb}>
            {crumb.to ? (
              <Link to={crumb.to} className={classes.link}>
                {crumb.label}
              </Link>
            ) : (
              <span className={classes.dimmed}>{crumb.label}</span>
            )}
          </li>
        ))}
        <li className={`${classes.crumb} ${classes.current}`} aria-current="page">
          {current}
        </li>
      </ol>
    </nav>
  );
}
