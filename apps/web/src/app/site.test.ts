import { describe, expect, it } from 'vitest';
import { followLinks } from './site.ts';

describe('followLinks', () => {
  it('offers the company’s profiles that are configured, in a fixed order', () => {
    const links = followLinks({
      VITE_YOUTUBE_URL: 'https://youtube.com/@haat',
      VITE_FACEBOOK_URL: 'https://facebook.com/haat',
    } as unknown as ImportMetaEnv);
    expect(links.map(({ label, href }) => [label, href])).toEqual([
      ['Facebook', 'https://facebook.com/haat'],
      ['YouTube', 'https://youtube.com/@haat'],
    ]);
  });

  it('none configured: none offered (the footer then offers share links)', () => {
    expect(followLinks({} as unknown as ImportMetaEnv)).toEqual([]);
  });
});
