import { access, mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { IMAGE_VARIANTS, type ImageVariant } from '@haat/shared';
import { renderPicture, type Picture } from './pictures.ts';

/**
 * A generated image, rendered from SVG by sharp (no downloads) and stored like any upload
 * (packages/shared media.ts): `card/<key>` 400 px and `large/<key>` 1200 px wide, webp. Either a
 * picture of a thing (pictures.ts) or a coloured card with a title (brands, banners).
 */
export type SeedImage = { key: string; picture: Picture } | TitleImage;

type TitleImage = {
  key: string;
  /** Big text: initials or a short headline. */
  title: string;
  caption?: string;
  color: string;
  /** square (listings, catalogue) or banner (3:1). */
  shape?: 'square' | 'banner';
};

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** 'Mobiles & Accessories' → 'MA'; 'boAt' → 'BO'. */
export function initials(name: string) {
  const words = name.split(/[\s\-/+]+/).filter((word) => /^[\p{L}\p{N}]/u.test(word));
  const letters =
    words.length >= 2
      ? words.slice(0, 2).map((word) => word[0])
      : [...(words[0] ?? '?')].slice(0, 2);
  return letters.join('').toUpperCase();
}

/** Splits a caption into at most two lines of about `width` characters. */
function wrap(text: string, width: number) {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.length > 2
    ? [
        lines[0]!,
        `${lines
          .slice(1)
          .join(' ')
          .slice(0, width - 1)}…`,
      ]
    : lines;
}

function titleSvg(image: TitleImage, width: number) {
  const banner = image.shape === 'banner';
  const [w, h] = banner ? [1200, 400] : [400, 400];
  const height = Math.round((width * h) / w);
  const font = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';
  const caption = wrap(image.caption ?? '', banner ? 48 : 20);
  // Bold DejaVu Sans averages about 0.65 em per character: keep the title inside the frame.
  const fit = (size: number) => Math.min(size, Math.floor((w - 80) / (image.title.length * 0.65)));
  const titleSize = banner ? fit(84) : image.title.length > 3 ? fit(72) : 130;
  const titleY = banner ? 190 : caption.length ? 225 : 245;
  const captionY = banner ? 275 : 300;
  const captionSize = banner ? 40 : 26;
  const lines = caption
    .map(
      (line, i) =>
        `<text x="${w / 2}" y="${captionY + i * (captionSize + 8)}" font-size="${captionSize}" fill="#fff" fill-opacity="0.92" text-anchor="middle">${escapeXml(line)}</text>`,
    )
    .join('');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${w} ${h}" font-family="${font}">` +
      `<rect width="${w}" height="${h}" fill="${image.color}"/>` +
      `<circle cx="${w - 70}" cy="70" r="${banner ? 160 : 110}" fill="#fff" fill-opacity="0.12"/>` +
      `<circle cx="40" cy="${h - 20}" r="${banner ? 120 : 80}" fill="#000" fill-opacity="0.10"/>` +
      `<text x="${w / 2}" y="${titleY}" font-size="${titleSize}" font-weight="bold" fill="#fff" text-anchor="middle">${escapeXml(image.title)}</text>` +
      lines +
      `</svg>`,
  );
}

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

async function writeAtomically(path: string, data: Buffer) {
  await mkdir(dirname(path), { recursive: true });
  // Another process (a parallel test file) may write the same key: rename is atomic.
  const temporary = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, path);
}

/**
 * Pictures of things are drawn at most this wide for the large variant: an upload smaller than
 * IMAGE_VARIANTS.large is kept at its size too (lib/storage/images.ts). Their backdrop is
 * computed in JavaScript on the one main thread (pictures.ts), so the ~800 pictures of the first
 * start cost in proportion to their pixels: at 800 px, with the card drawn again at 400, the first
 * start went past a minute on a busy machine; drawing once at 640 and resizing the card from it
 * (sharp, off the main thread) costs about half as much.
 */
export const PICTURE_LARGE_WIDTH = 640;

// effort 0: the fastest encoder keeps the seed quick; these are flat drawings.
const WEBP = { quality: 78, effort: 0 } as const;

/** The webp of each variant of an image: a picture is drawn once, title cards per size. */
async function encode(image: SeedImage, variants: [ImageVariant, number][]) {
  if (!('picture' in image)) {
    return Promise.all(
      variants.map(([, width]) => sharp(titleSvg(image, width)).webp(WEBP).toBuffer()),
    );
  }
  const drawn = Math.min(PICTURE_LARGE_WIDTH, Math.max(...variants.map(([, width]) => width)));
  const pixels = await renderPicture(image.picture, drawn);
  return Promise.all(
    variants.map(([, width]) => {
      const size = Math.min(width, drawn);
      return sharp(pixels, { raw: { width: drawn, height: drawn, channels: 3 } })
        .resize(size, size)
        .webp(WEBP)
        .toBuffer();
    }),
  );
}

async function render(image: SeedImage, uploadsDir: string) {
  const missing: [ImageVariant, number][] = [];
  for (const [variant, width] of Object.entries(IMAGE_VARIANTS) as [ImageVariant, number][]) {
    if (!(await exists(join(uploadsDir, variant, image.key)))) missing.push([variant, width]);
  }
  if (missing.length === 0) return 0;
  const files = await encode(image, missing);
  // Card first, large last, as uploads are written: a half-written pair is never complete.
  for (const [index, [variant]] of missing.entries()) {
    await writeAtomically(join(uploadsDir, variant, image.key), files[index]!);
  }
  return missing.length;
}

/**
 * Writes every image whose files are missing; existing files are kept (keys never change
 * content, so they are cached forever). Returns how many files were written.
 */
export async function ensureImages(
  uploadsDir: string,
  images: readonly SeedImage[],
  concurrency = 4,
) {
  let next = 0;
  let written = 0;
  const worker = async () => {
    while (next < images.length) {
      const image = images[next++]!;
      const count = await render(image, uploadsDir);
      written += count;
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, images.length) }, worker));
  return written;
}
