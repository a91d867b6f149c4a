import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from '@haat/shared';
import { renderWithProviders } from '@/test/render.tsx';
import { TagsField } from './tags-field.tsx';
import { normalizeTags } from './tags.ts';

describe('keyword rules (spec §5: at most 6, lowercased, no duplicates)', () => {
  it('lowercases and trims, dropping blanks', () => {
    expect(normalizeTags(['  Shoes ', 'LEATHER', ' '])).toEqual({
      tags: ['shoes', 'leather'],
      error: null,
    });
  });

  it('refuses a repeat, whatever its case, with the rule’s message', () => {
    expect(normalizeTags(['shoes', 'Shoes'])).toEqual({
      tags: ['shoes'],
      error: MSG.tagsDuplicate,
    });
  });

  it('keeps the first 6 and says so', () => {
    const result = normalizeTags(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
    expect(result.tags).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(result.error).toBe(MSG.tagsLimit);
  });
});

function Harness({ initial = [] as string[] }) {
  const [tags, setTags] = useState(initial);
  return (
    <>
      <TagsField label="Keywords" value={tags} onChange={setTags} />
      <output data-testid="tags">{tags.join('|')}</output>
    </>
  );
}

const addTag = async (text: string) => {
  const input = screen.getByRole('combobox', { name: 'Keywords' });
  await userEvent.type(input, `${text}{Enter}`);
};

describe('TagsField', () => {
  it('adds a typed keyword lowercased', async () => {
    renderWithProviders(<Harness />);
    await addTag('Hand Made');
    expect(screen.getByTestId('tags').textContent).toBe('hand made');
  });

  it('shows why a repeat is refused', async () => {
    renderWithProviders(<Harness initial={['shoes']} />);
    await addTag('SHOES');
    expect(screen.getByTestId('tags').textContent).toBe('shoes');
    expect(screen.getByText(MSG.tagsDuplicate)).toBeTruthy();
    // The refused word leaves the box; the reason stays under it.
    expect((screen.getByRole('combobox', { name: 'Keywords' }) as HTMLInputElement).value).toBe('');
  });

  it('shows why a seventh keyword is refused', async () => {
    renderWithProviders(<Harness initial={['a', 'b', 'c', 'd', 'e', 'f']} />);
    await addTag('g');
    expect(screen.getByTestId('tags').textContent).toBe('a|b|c|d|e|f');
    expect(screen.getByText(MSG.tagsLimit)).toBeTruthy();
    // Not left typed in red: the box is empty again, the message stays until the next typing.
    const input = screen.getByRole('combobox', { name: 'Keywords' }) as HTMLInputElement;
    expect(input.value).toBe('');
    await userEvent.type(input, 'h');
    expect(screen.queryByText(MSG.tagsLimit)).toBeNull();
  });
});
