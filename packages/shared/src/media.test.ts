import { describe, expect, it } from 'vitest';
import { mediaSrcSet } from './media.ts';

describe('mediaSrcSet', () => {
  it('lists every stored variant with its width, smallest first', () => {
    expect(mediaSrcSet('seed/demo/banner-home-1.webp')).toBe(
      '/media/card/seed/demo/banner-home-1.webp 400w, /media/large/seed/demo/banner-home-1.webp 1200w',
    );
  });

  it('gives an external picture no srcset: it has one size only', () => {
    expect(mediaSrcSet('https://cdn.example.com/a.webp')).toBeUndefined();
  });
});
