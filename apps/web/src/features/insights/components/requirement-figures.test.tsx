import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { loadWorkspaceStrings } from '@/i18n/index.ts';
import { enWorkspace } from '@/i18n/en-workspace.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { RequirementFigures } from './requirement-figures.tsx';

// How many posted requirements each business was sent in the period, and accepted.

const I = enWorkspace.insights.requirements;
const entry = (name: string, received: number, answered: number) => ({
  _id: `0190a1b2-0000-7000-8000-${name.length.toString().padStart(12, '0')}`,
  name,
  received,
  answered,
});

beforeAll(() => loadWorkspaceStrings());

describe('requirements in insights', () => {
  it('one business: received and accepted, and how many were not, without its name', () => {
    renderWithProviders(
      <RequirementFigures entries={[entry('Kumar Sweets', 1200, 7)]} locale="en-IN" />,
    );
    const box = screen.getByTestId('requirement-figures');
    expect(within(box).getByText('1,200').nextSibling?.textContent).toBe(I.received);
    expect(within(box).getByText('7').nextSibling?.textContent).toBe(I.answered);
    expect(within(box).getByText('1193 not accepted')).toBeTruthy();
    expect(screen.queryByText('Kumar Sweets')).toBeNull();
  });

  it('several businesses each named; all accepted says nothing more', () => {
    renderWithProviders(
      <RequirementFigures
        entries={[entry('Kumar Sweets', 3, 3), entry('Kumar Salon', 0, 0)]}
        locale="en-IN"
      />,
    );
    const [sweets, salon] = screen.getAllByTestId('requirement-figures');
    expect(within(sweets!).getByText('Kumar Sweets')).toBeTruthy();
    expect(within(sweets!).queryByText(/not accepted/)).toBeNull();
    expect(within(salon!).getByText('Kumar Salon')).toBeTruthy();
    expect(within(salon!).getAllByText('0')).toHaveLength(2);
  });

  it('none sent in the period: one line saying so', () => {
    renderWithProviders(
      <RequirementFigures entries={[entry('Kumar Sweets', 0, 0)]} locale="en-IN" />,
    );
    expect(screen.getByTestId('requirement-figures').textContent).toBe(I.none);
  });
});
