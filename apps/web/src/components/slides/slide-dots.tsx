import classes from './slides.module.css';

type Props = { count: number; active: number; onSelect: (index: number) => void };

/**
 * Which slide shows, as dots that can be tapped. They are a pointer's shortcut only: hidden from
 * assistive technology and the tab order, where the strip's own buttons and scrolling serve.
 */
export function SlideDots({ count, active, onSelect }: Props) {
  if (count < 2) return null;
  return (
    <div className={classes.dots} aria-hidden>
      {Array.from({ length: count }, (_, index) => (
        <button
          key={index}
          type="button"
          tabIndex={-1}
          className={classes.dot}
          data-active={index === active || undefined}
          onClick={() => onSelect(index)}
        />
      ))}
    </div>
  );
}
