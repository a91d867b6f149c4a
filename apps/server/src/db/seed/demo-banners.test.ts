import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { CATEGORIES } from './catalog-data.ts';
import {
  HOME_BANNERS,
  bannerImages,
  bannerSvg,
  categoryBannerKey,
  ensureBannerImages,
  homeBannerKey,
} from './demo-banners.ts';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('demo banners', () => {
  it('draws every banner at 3:1 with a headline, a line and a button', async () => {
    for (const { design } of bannerImages()) {
      const svg = bannerSvg(design, 1200).toString();
      for (const text of [design.tagline, design.cta]) {
        expect(svg).toContain(text.replace(/&/g, '&amp;'));
      }
      // Each of the three icons drew something (an unknown name would have thrown).
      expect(svg.match(/<g transform=/g)?.length).toBeGreaterThanOrEqual(4);
    }
    const meta = await sharp(bannerSvg(HOME_BANNERS[0]!, 1200)).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 400]);
  });

  it('writes both sizes of every home and category banner once', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'haat-banners-'));
    dirs.push(dir);
    const keys = bannerImages().map((banner) => banner.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        ...HOME_BANNERS.map((_, i) => homeBannerKey(i + 1)),
        ...CATEGORIES.map(categoryBannerKey),
      ]),
    );
    expect(await ensureBannerImages(dir)).toBe(keys.length * 2);
    for (const variant of ['card', 'large']) {
      const files = await readdir(join(dir, variant, 'seed/demo'));
      expect(files.sort()).toEqual(keys.map((key) => key.replace('seed/demo/', '')).sort());
    }
    expect(await ensureBannerImages(dir)).toBe(0);
  });
});
