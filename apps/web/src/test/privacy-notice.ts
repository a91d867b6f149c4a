import { expect, onTestFinished } from 'vitest';
import { screen } from '@testing-library/react';
import { en } from '@/i18n/en.ts';
import { hi } from '@/i18n/hi.ts';
import { PRIVACY_POLICY_PATH } from '@/components/privacy-notice-line.tsx';

/** The phone the journeys are drawn at (e2e: 412 × 823). */
export const PHONE_VIEWPORT = { width: 412, height: 823 };

type HappyDomWindow = { happyDOM: { setViewport(size: { width: number; height: number }): void } };

/**
 * Draws the rest of the test at a phone's width: the media queries (a modal's full screen,
 * Mantine's breakpoints) answer as on that phone. The viewport is put back after the test.
 */
export function atPhoneWidth() {
  const { happyDOM } = window as unknown as HappyDomWindow;
  const before = { width: window.innerWidth, height: window.innerHeight };
  happyDOM.setViewport(PHONE_VIEWPORT);
  onTestFinished(() => happyDOM.setViewport(before));
}

// The narrowest column a form gets on that phone: the screen less the padding each side of a
// full-screen modal or a page (Mantine's md, 16 px). A letter of the xs size (12 px) is at most
// 0.7 of it wide, so a word of more letters than this could not fit on one line.
const COLUMN_PX = PHONE_VIEWPORT.width - 2 * 16;
const LONGEST_WORD = Math.floor(COLUMN_PX / (12 * 0.7));

type Expected = {
  /** The form's button the line must come before. */
  before: HTMLElement;
  /** The full notice opens in a new tab (forms in a modal, the code step). */
  newTab: boolean;
  /** The language the screen is drawn in (English unless said). */
  lang?: 'en' | 'hi';
};

/**
 * The privacy notice line whose sentence is `text`, checked as a phone draws it: small dimmed
 * text before the form's button, with the link to the full notice. The tests' DOM lays nothing
 * out, so "does not overflow" is checked by what could make it: no nowrap or truncation, words
 * that wrap anywhere, and no word longer than the column.
 */
export function expectPrivacyNotice(text: string, { before, newTab, lang = 'en' }: Expected) {
  const words = (lang === 'hi' ? hi : en).privacyNotice;
  expect(window.innerWidth).toBe(PHONE_VIEWPORT.width);
  const sentence = screen.getByText(text);
  const line = sentence.closest('p');
  if (!line) throw new Error(`the privacy notice "${text}" is not in a paragraph`);

  // size="xs", dimmed.
  expect(line.getAttribute('data-size')).toBe('xs');
  expect(line.style.color).toBe('var(--mantine-color-dimmed)');
  // Wraps: nothing keeps it on one line or cuts it.
  expect(line.style.overflowWrap).toBe('anywhere');
  for (const element of [line, ...line.querySelectorAll<HTMLElement>('*')]) {
    expect(getComputedStyle(element).whiteSpace).not.toBe('nowrap');
    expect(element.hasAttribute('data-truncate')).toBe(false);
    expect(element.hasAttribute('data-line-clamp')).toBe(false);
  }
  const longest = Math.max(...(line.textContent ?? '').split(/\s+/).map((word) => word.length));
  expect(longest).toBeLessThanOrEqual(LONGEST_WORD);

  // Before the button.
  expect(line.compareDocumentPosition(before) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

  // The link to the full notice.
  const link = line.querySelector('a');
  expect(link?.getAttribute('href')).toBe(PRIVACY_POLICY_PATH);
  expect(link?.textContent).toContain(words.link);
  if (newTab) {
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toContain('noopener');
    expect(link?.textContent).toContain(words.newTab);
  } else {
    expect(link?.hasAttribute('target')).toBe(false);
  }
  return line;
}
