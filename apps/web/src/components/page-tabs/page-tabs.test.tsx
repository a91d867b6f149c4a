import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { PageTabs } from './page-tabs.tsx';

const tabs = [
  { value: 'one', label: 'One', panel: <p>First panel</p> },
  { value: 'two', label: 'Two', panel: <p>Second panel</p> },
  { value: 'three', label: 'Three', panel: <p>Third panel</p> },
];

const tab = (name: string) => screen.getByRole('tab', { name });

describe('PageTabs', () => {
  it('opens the first tab, and another on a click', () => {
    render(<PageTabs tabs={tabs} />);
    expect(tab('One').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'One' }).textContent).toBe('First panel');
    expect(screen.queryByText('Second panel')).toBeNull();

    fireEvent.click(tab('Two'));
    expect(tab('Two').getAttribute('aria-selected')).toBe('true');
    expect(tab('One').getAttribute('aria-selected')).toBe('false');
    expect(screen.getByRole('tabpanel', { name: 'Two' }).textContent).toBe('Second panel');
  });

  it('moves with the arrow keys, round the ends, and with Home and End', () => {
    render(<PageTabs tabs={tabs} />);
    // Only the open tab is in the tab order.
    expect(tab('One').tabIndex).toBe(0);
    expect(tab('Two').tabIndex).toBe(-1);

    fireEvent.keyDown(tab('One'), { key: 'ArrowLeft' });
    expect(tab('Three').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('Three'));

    fireEvent.keyDown(tab('Three'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('One'));
    fireEvent.keyDown(tab('One'), { key: 'End' });
    expect(screen.getByRole('tabpanel').textContent).toBe('Third panel');
    fireEvent.keyDown(tab('Three'), { key: 'Home' });
    expect(screen.getByRole('tabpanel').textContent).toBe('First panel');
  });
});
