// Building the <head> of a share preview. Everything from the database goes through escapeHtml
// (attributes and text) or jsonLd (script data), never into the page as it is.

import { mediaSrcSet, mediaUrl } from '@haat/shared';

export type PageMeta = {
  title: string;
  description: string;
  /** Absolute canonical URL. */
  url: string;
  /** Absolute image URLs, the first used for Open Graph. */
  images: string[];
  ogType: 'website' | 'product' | 'business.business';
  /** schema.org objects, one script each. */
  jsonLd: object[];
  /**
   * The picture the page opens with (its largest paint), preloaded from the HTML so that it
   * downloads beside the app's code instead of after it: its key and the `sizes` the page
   * draws it with (COVER_SIZES).
   */
  cover?: { key: string; sizes: string };
};

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

/** JSON for a <script> element: no sequence in it can close the element or start a comment. */
export const jsonLd = (value: object) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** Collapses whitespace and cuts at a word boundary with an ellipsis. */
export function summary(text: string, max = 160) {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:-]+$/, '')}…`;
}

export function headTags(meta: PageMeta, siteName: string) {
  const tag = (attrs: Record<string, string>) =>
    `<meta ${Object.entries(attrs)
      .map(([name, value]) => `${name}="${escapeHtml(value)}"`)
      .join(' ')} />`;
  const image = meta.images[0];
  const cover = meta.cover;
  const coverSrcSet = cover && mediaSrcSet(cover.key);
  return [
    ...(cover
      ? [
          coverSrcSet
            ? `<link rel="preload" as="image" fetchpriority="high" imagesrcset="${escapeHtml(coverSrcSet)}" imagesizes="${escapeHtml(cover.sizes)}" />`
            : `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(mediaUrl(cover.key, 'large'))}" />`,
        ]
      : []),
    `<title>${escapeHtml(meta.title)}</title>`,
    tag({ name: 'description', content: meta.description }),
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
    tag({ property: 'og:site_name', content: siteName }),
    tag({ property: 'og:type', content: meta.ogType }),
    tag({ property: 'og:title', content: meta.title }),
    tag({ property: 'og:description', content: meta.description }),
    tag({ property: 'og:url', content: meta.url }),
    ...(image ? [tag({ property: 'og:image', content: image })] : []),
    tag({ name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' }),
    ...meta.jsonLd.map((data) => `<script type="application/ld+json">${jsonLd(data)}</script>`),
  ].join('\n    ');
}

/**
 * The web app's index.html with the page's tags: its own title, description, canonical and
 * Open Graph tags are dropped first so that every tag appears once.
 */
export function injectHead(indexHtml: string, head: string) {
  const cleaned = indexHtml
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+[^>]*name=["']description["'][^>]*>\s*/gi, '')
    .replace(/<meta\s+[^>]*property=["']og:[^"']*["'][^>]*>\s*/gi, '')
    .replace(/<link\s+[^>]*rel=["']canonical["'][^>]*>\s*/gi, '');
  const at = cleaned.search(/<\/head>/i);
  if (at < 0) return cleaned;
  return `${cleaned.slice(0, at)}  ${head}\n  ${cleaned.slice(at)}`;
}
