import { FIRST_ANSWERS_ID } from '@haat/shared';

const answers = new Map<string, unknown>();

/** Moves the page's data block, if there still is one, into `answers` (read once, then gone). */
function absorb() {
  const block = document.getElementById(FIRST_ANSWERS_ID);
  if (!block) return;
  block.remove();
  try {
    const written = JSON.parse(block.textContent ?? '{}') as Record<string, unknown>;
    for (const [url, answer] of Object.entries(written)) answers.set(url, answer);
  } catch {
    // not ours, or cut short: the app asks the server instead
  }
}

/**
 * The answer the server already wrote into the page for this API URL (a product or business
 * page opened from a shared link carries its `…/fetch` payload), taken once: the first GET of
 * the URL draws at once instead of waiting a round trip on a slow network; every later one asks
 * the server as usual.
 */
export function takeFirstAnswer(url: string): unknown {
  absorb();
  const answer = answers.get(url);
  answers.delete(url);
  return answer;
}
