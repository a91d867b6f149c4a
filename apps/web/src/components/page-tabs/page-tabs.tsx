import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import classes from './page-tabs.module.css';

export type PageTab = { value: string; label: ReactNode; panel: ReactNode };

// Arrow keys go round; Home and End jump to the ends (WAI-ARIA tabs, automatic activation).
const moves: Record<string, (index: number, last: number) => number> = {
  ArrowRight: (index, last) => (index === last ? 0 : index + 1),
  ArrowLeft: (index, last) => (index === 0 ? last : index - 1),
  Home: () => 0,
  End: (_, last) => last,
};

/**
 * Tabs over a page's sections (the product's specifications, a business's listings), drawn with
 * plain elements: the public pages' first view leaves Mantine's Tabs out (its weight:
 * docs/page-speed.md, "Figures that were in code comments").
 * Only the open panel is rendered.
 */
export function PageTabs({ tabs }: { tabs: readonly PageTab[] }) {
  const id = useId();
  const [active, setActive] = useState(tabs[0]?.value);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const open = tabs.find((tab) => tab.value === active) ?? tabs[0];

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(index, tabs.length - 1);
    setActive(tabs[next]?.value);
    buttons.current[next]?.focus();
  };

  return (
    <div>
      <div role="tablist" className={classes.list}>
        {tabs.map((tab, index) => {
          const selected = tab === open;
          return (
            <button
              key={tab.value}
              ref={(button) => {
                buttons.current[index] = button;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.value}`}
              aria-selected={selected}
              aria-controls={selected ? `${id}-panel` : undefined}
              tabIndex={selected ? 0 : -1}
              className={classes.tab}
              onClick={() => setActive(tab.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {open ? (
        <div
          role="tabpanel"
          id={`${id}-panel`}
          aria-labelledby={`${id}-tab-${open.value}`}
          className={classes.panel}
        >
          {open.panel}
        </div>
      ) : null}
    </div>
  );
}
