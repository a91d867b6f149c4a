import { describe, expect, it } from 'vitest';
import { UI } from '@haat/shared';
import { groupImages } from './group-images.ts';

describe('groupImages', () => {
  it('puts 3 images on a slide (spec §9), the last slide holding the rest', () => {
    expect(UI.galleryImagesPerSlide).toBe(3);
    expect(groupImages(['a', 'b', 'c', 'd', 'e', 'f'])).toEqual([
      ['a', 'b', 'c'],
      ['d', 'e', 'f'],
    ]);
    expect(groupImages(['a', 'b', 'c', 'd'])).toEqual([['a', 'b', 'c'], ['d']]);
    expect(groupImages(['a', 'b'])).toEqual([['a', 'b']]);
  });

  it('gives no slides for no images, and keeps the order', () => {
    expect(groupImages([])).toEqual([]);
    expect(groupImages([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
  });
});
