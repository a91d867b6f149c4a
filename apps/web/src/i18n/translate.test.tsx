import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from './en.ts';
import { enWorkspace } from './en-workspace.ts';
import { hi } from './hi.ts';
import { changeLanguage, i18n } from './index.ts';
import { translate, type Table } from './translate.ts';
import { useTranslation } from './use-translation.ts';

const tables = { en: { ...en, ...enWorkspace }, hi } as Record<string, Table>;
const inEnglish = (key: string, options?: Record<string, unknown>) =>
  translate(tables, ['en'], key, options);
const inHindi = (key: string, options?: Record<string, unknown>) =>
  translate(tables, ['hi', 'en'], key, options);

describe('translate', () => {
  it('reads dot-path keys from the nested tables', () => {
    expect(inEnglish('nav.home')).toBe('Home');
    expect(inHindi('nav.home')).toBe(hi.nav.home);
  });

  it('fills {{placeholders}}, without escaping (React does)', () => {
    expect(inEnglish('leads.delete', { name: 'Asha' })).toBe('Delete lead from Asha');
    expect(inEnglish('leads.delete', { name: '<b>&"' })).toBe('Delete lead from <b>&"');
    expect(translate({ en: { a: 'x {{ n }} y {{n}}' } }, ['en'], 'a', { n: 3 })).toBe('x 3 y 3');
  });

  it('leaves a placeholder that was not given; undefined or null becomes empty', () => {
    const table = { en: { a: 'Hello {{name}}!' } };
    expect(translate(table, ['en'], 'a')).toBe('Hello {{name}}!');
    expect(translate(table, ['en'], 'a', { other: 1 })).toBe('Hello {{name}}!');
    expect(translate(table, ['en'], 'a', { name: undefined })).toBe('Hello !');
    expect(translate(table, ['en'], 'a', { name: null })).toBe('Hello !');
  });

  it('does not read inserted values for placeholders again', () => {
    const table = { en: { a: '{{x}} and {{y}}' } };
    expect(translate(table, ['en'], 'a', { x: '{{y}}', y: 'Y' })).toBe('{{y}} and Y');
  });

  it('plurals in English: _one for 1, _other otherwise', () => {
    expect(inEnglish('nav.notificationsBadge', { count: 1 })).toBe('1 unread notification');
    expect(inEnglish('nav.notificationsBadge', { count: 0 })).toBe('0 unread notifications');
    expect(inEnglish('nav.notificationsBadge', { count: 5 })).toBe('5 unread notifications');
  });

  it('plurals in Hindi by its own rules: _one for 0 and 1, _other from 2', () => {
    const one = hi.nav.notificationsBadge_one;
    const other = hi.nav.notificationsBadge_other;
    expect(inHindi('nav.notificationsBadge', { count: 0 })).toBe(one.replace('{{count}}', '0'));
    expect(inHindi('nav.notificationsBadge', { count: 1 })).toBe(one.replace('{{count}}', '1'));
    expect(inHindi('nav.notificationsBadge', { count: 2 })).toBe(other.replace('{{count}}', '2'));
  });

  it('prefers key_zero for 0 when a table has it, and the plain key when no plural does', () => {
    const table = { en: { n_zero: 'none', n_one: 'one', n_other: 'many', plain: '{{count}} x' } };
    expect(translate(table, ['en'], 'n', { count: 0 })).toBe('none');
    expect(translate(table, ['en'], 'n', { count: 1 })).toBe('one');
    expect(translate(table, ['en'], 'plain', { count: 2 })).toBe('2 x');
  });

  it('falls back to English for a key the language lacks, with English plurals', () => {
    const partial = { en: { a: 'A {{v}}', p_one: 'one', p_other: 'many' }, hi: { b: 'ब' } };
    expect(translate(partial, ['hi', 'en'], 'b')).toBe('ब');
    expect(translate(partial, ['hi', 'en'], 'a', { v: 1 })).toBe('A 1');
    expect(translate(partial, ['hi', 'en'], 'p', { count: 0 })).toBe('many');
    // A language whose table is not loaded yet also falls back.
    expect(translate({ en: partial.en }, ['hi', 'en'], 'a', { v: 2 })).toBe('A 2');
  });

  it('answers the key itself when no language has it (or it names a sub-table)', () => {
    expect(inHindi('nav.noSuchKey')).toBe('nav.noSuchKey');
    expect(inEnglish('nav.notificationsBadge')).toBe('nav.notificationsBadge');
    expect(inEnglish('nav.noSuchKey', { count: 2 })).toBe('nav.noSuchKey');
    expect(inEnglish('nav')).toBe('nav');
    expect(inEnglish('nav.home.deeper')).toBe('nav.home.deeper');
    expect(inEnglish('toString')).toBe('toString');
  });
});

function Badge({ count }: { count: number }) {
  const { t, i18n } = useTranslation();
  return <p data-language={i18n.language}>{t('nav.notificationsBadge', { count })}</p>;
}

describe('the interface language', () => {
  afterEach(async () => {
    await act(() => changeLanguage('en'));
  });

  it('starts in English', () => {
    expect(i18n.language).toBe('en');
    expect(i18n.t('nav.home')).toBe('Home');
    expect(document.documentElement.lang).toBe('en');
  });

  it('a switch re-renders every component using useTranslation, and sets <html lang>', async () => {
    render(
      <>
        <Badge count={1} />
        <Badge count={3} />
      </>,
    );
    expect(screen.getByText('1 unread notification').dataset.language).toBe('en');
    expect(screen.getByText('3 unread notifications')).toBeTruthy();

    await act(() => changeLanguage('hi'));
    const one = screen.getByText(hi.nav.notificationsBadge_one.replace('{{count}}', '1'));
    expect(one.dataset.language).toBe('hi');
    expect(
      screen.getByText(hi.nav.notificationsBadge_other.replace('{{count}}', '3')),
    ).toBeTruthy();
    expect(document.documentElement.lang).toBe('hi');
    expect(i18n.t('nav.home')).toBe(hi.nav.home);
    expect(window.localStorage.getItem('language')).toBe('hi');

    await act(() => changeLanguage('en'));
    expect(screen.getByText('1 unread notification')).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
  });

  it('gives a new t only when the language changes', async () => {
    const seen: unknown[] = [];
    function Probe() {
      seen.push(useTranslation().t);
      return null;
    }
    const { rerender } = render(<Probe />);
    rerender(<Probe />);
    expect(seen[0]).toBe(seen[1]);
    await act(() => changeLanguage('hi'));
    expect(seen.at(-1)).not.toBe(seen[0]);
  });

  it('the last of two quick choices wins, even if the first table arrives later', async () => {
    vi.resetModules();
    const fresh = await import('./index.ts'); // Hindi not loaded yet
    const toHindi = fresh.changeLanguage('hi');
    const backToEnglish = fresh.changeLanguage('en');
    await Promise.all([toHindi, backToEnglish]);
    expect(fresh.i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(window.localStorage.getItem('language')).toBe('en');
  });

  it('i18nReady settles after the remembered language is in', async () => {
    window.localStorage.setItem('language', 'hi');
    vi.resetModules();
    const fresh = await import('./index.ts');
    await fresh.i18nReady;
    expect(fresh.i18n.language).toBe('hi');
    expect(fresh.i18n.t('nav.home')).toBe(hi.nav.home);
    expect(document.documentElement.lang).toBe('hi');
    await fresh.changeLanguage('en');
  });
});
