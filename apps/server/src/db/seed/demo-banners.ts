import { readFileSync } from 'node:fs';
import { access, mkdir, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { IMAGE_VARIANTS, type ImageVariant } from '@haat/shared';
import type { banners } from '../schema/index.ts';
import { CATEGORIES, type CategorySeed } from './catalog-data.ts';
import { hindiName } from './catalog-hindi.ts';
import type { Catalog } from './demo-catalog.ts';
import { DEMO_CITIES } from './demo-data.ts';
import type { Rows } from './demo-seller.ts';
import { slugify } from './random.ts';

/**
 * The demo banners: designed promos, as a marketplace's marketing team would upload them (a
 * headline, a line, a button and an illustration on a gradient), not a block of centred text
 *. Drawn from SVG by sharp at seed time, with Tabler's outline icons as the
 * illustration, so no picture is downloaded. Kept apart from the listings' images
 * (demo-images.ts), which are a different job.
 */

export type BannerDesign = {
  /** Large text, at most two lines. */
  headline: string;
  tagline: string;
  /** The button's words. */
  cta: string;
  /** A small label above the headline, e.g. an offer. */
  badge?: string;
  /** Gradient from the left to the right. */
  from: string;
  to: string;
  /** Tabler outline icon names: the large one first, then two beside it. */
  icons: readonly [string, string, string];
  /** The words in Hindi, for the banner's Hindi images (`banners.images_hi`). */
  hi?: BannerWords;
};
type BannerWords = Pick<BannerDesign, 'headline' | 'tagline' | 'cta' | 'badge'>;

export const HOME_BANNERS: readonly BannerDesign[] = [
  {
    headline: 'Shop local, save more',
    tagline: 'Trusted sellers and fair prices in your city',
    cta: 'Explore shops',
    badge: 'NEW ON HAAT',
    from: '#9a3412',
    to: '#f59e0b',
    icons: ['building-store', 'shopping-bag', 'map-pin'],
    hi: {
      headline: 'लोकल ख़रीदें, ज़्यादा बचाएँ',
      tagline: 'आपके शहर की भरोसेमंद दुकानें, सही दाम',
      cta: 'दुकानें देखें',
      badge: 'हाट पर नया',
    },
  },
  {
    headline: 'Festive Dhamaka',
    tagline: 'Up to 50% off on top brands near you',
    cta: 'Grab the deals',
    badge: 'UP TO 50% OFF',
    from: '#831843',
    to: '#e11d48',
    icons: ['gift', 'discount', 'sparkles'],
    hi: {
      headline: 'त्योहारी धमाका',
      tagline: 'आपके पास, टॉप ब्रांड पर 50% तक की छूट',
      cta: 'ऑफ़र देखें',
      badge: '50% तक छूट',
    },
  },
  {
    headline: 'Home services, on call',
    tagline: 'Plumbers, electricians and painters near you',
    cta: 'Book a pro',
    badge: 'VERIFIED PROS',
    from: '#1e3a8a',
    to: '#2563eb',
    icons: ['tool', 'plug', 'paint'],
    hi: {
      headline: 'घर की सेवाएँ, एक कॉल पर',
      tagline: 'आपके पास प्लंबर, इलेक्ट्रीशियन और पेंटर',
      cta: 'कारीगर बुलाएँ',
      badge: 'भरोसेमंद कारीगर',
    },
  },
  {
    headline: 'Wedding season',
    tagline: 'Caterers, decorators and photographers',
    cta: 'Plan your day',
    from: '#581c87',
    to: '#c026d3',
    icons: ['heart', 'camera', 'confetti'],
    hi: {
      headline: 'शादी का सीज़न',
      tagline: 'केटरर, डेकोरेटर और फ़ोटोग्राफ़र',
      cta: 'तैयारी शुरू करें',
    },
  },
  {
    headline: 'New arrivals every day',
    tagline: 'Fresh stock from shops in your city',
    cta: 'See what is new',
    badge: 'JUST IN',
    from: '#14532d',
    to: '#16a34a',
    icons: ['device-mobile', 'shirt', 'armchair'],
    hi: {
      headline: 'रोज़ नया माल',
      tagline: 'आपके शहर की दुकानों से ताज़ा स्टॉक',
      cta: 'नया देखें',
      badge: 'अभी आया',
    },
  },
  {
    headline: 'Sell on Haat',
    tagline: 'List your shop and reach buyers near you',
    cta: 'Become a seller',
    badge: 'FOR SHOPS',
    from: '#134e4a',
    to: '#0d9488',
    icons: ['building-store', 'chart-line', 'users'],
    hi: {
      headline: 'हाट पर बेचें',
      tagline: 'अपनी दुकान जोड़ें, पास के ग्राहकों तक पहुँचें',
      cta: 'विक्रेता बनें',
      badge: 'दुकानों के लिए',
    },
  },
];

/** Each category's illustration; a category added later falls back to its type's. */
const CATEGORY_ICONS: Record<string, readonly [string, string, string]> = {
  'Mobiles & Accessories': ['device-mobile', 'headphones', 'plug'],
  'TV, Audio & Wearables': ['device-tv', 'headphones', 'star'],
  'Computers & Laptops': ['device-laptop', 'device-mobile', 'plug'],
  'Home Appliances': ['wash-machine', 'bulb', 'home'],
  'Kitchen Appliances': ['blender', 'tools-kitchen-2', 'coffee'],
  'Electricals & Lighting': ['bulb', 'plug', 'tool'],
  'Groceries & Staples': ['basket', 'shopping-bag', 'tag'],
  'Dairy & Bakery': ['bread', 'cake', 'coffee'],
  'Snacks & Beverages': ['coffee', 'cake', 'basket'],
  'Fruits & Vegetables': ['apple', 'basket', 'seedling'],
  "Men's Fashion": ['shirt', 'hanger', 'tag'],
  "Women's Fashion": ['hanger', 'diamond', 'shopping-bag'],
  'Kids & Baby': ['baby-carriage', 'heart', 'gift'],
  Footwear: ['shoe', 'tag', 'shopping-bag'],
  'Jewellery & Accessories': ['diamond', 'sparkles', 'gift'],
  'Beauty & Personal Care': ['brush', 'sparkles', 'heart'],
  'Health & Wellness': ['first-aid-kit', 'pill', 'heart'],
  'Home & Kitchen': ['tools-kitchen-2', 'home', 'armchair'],
  Furniture: ['armchair', 'home', 'star'],
  'Hardware & Building Materials': ['hammer', 'tool', 'home'],
  'Stationery & Office': ['pencil', 'notebook', 'briefcase'],
  'Sports & Fitness': ['ball-football', 'barbell', 'star'],
  Automotive: ['car', 'tool', 'star'],
  'Pooja & Festive': ['flame', 'sparkles', 'gift'],
  'Pet Supplies': ['paw', 'heart', 'basket'],
  'Agriculture & Garden': ['plant-2', 'seedling', 'tool'],
  'Home Repairs & Maintenance': ['tool', 'hammer', 'plug'],
  'Cleaning & Pest Control': ['spray', 'home', 'sparkles'],
  'Beauty & Wellness': ['scissors', 'brush', 'sparkles'],
  'Health & Medical': ['stethoscope', 'first-aid-kit', 'heart'],
  'Education & Coaching': ['school', 'pencil', 'notebook'],
  'Events & Weddings': ['confetti', 'camera', 'heart'],
  'Transport & Logistics': ['truck', 'map-pin', 'briefcase'],
  'Vehicle Services': ['car', 'tool', 'star'],
  'Professional Services': ['briefcase', 'pencil', 'users'],
  'Real Estate & Interiors': ['home', 'armchair', 'map-pin'],
  'IT & Digital Services': ['code', 'device-laptop', 'device-mobile'],
  'Fitness & Sports': ['barbell', 'ball-football', 'heart'],
  'Travel & Stay': ['plane', 'map-pin', 'home'],
  'Laundry & Tailoring': ['wash-machine', 'scissors', 'shirt'],
};
const TYPE_ICONS = {
  product: ['shopping-bag', 'tag', 'building-store'],
  service: ['tool', 'users', 'map-pin'],
} as const;

/** Darkens a #rrggbb colour by `amount` (0 … 1). */
function darken(color: string, amount: number) {
  const value = parseInt(color.slice(1), 16);
  const channel = (shift: number) =>
    Math.round(((value >> shift) & 0xff) * (1 - amount))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

export function categoryBannerDesign(category: CategorySeed): BannerDesign {
  const product = category.type === 'product';
  return {
    headline: category.name,
    tagline: product ? 'Best prices from trusted local shops' : 'Verified professionals near you',
    cta: product ? 'Shop now' : 'Find a pro',
    badge: product ? 'TOP BRANDS' : 'NEAR YOU',
    from: darken(category.color, 0.45),
    to: category.color,
    icons: CATEGORY_ICONS[category.name] ?? TYPE_ICONS[category.type],
    hi: {
      headline: hindiName(category.name) ?? category.name,
      tagline: product ? 'भरोसेमंद लोकल दुकानों से सबसे अच्छे दाम' : 'आपके पास के भरोसेमंद पेशेवर',
      cta: product ? 'अभी ख़रीदें' : 'पेशेवर खोजें',
      badge: product ? 'टॉप ब्रांड' : 'आपके पास',
    },
  };
}

/** The design with its Hindi words, drawn as the banner's Hindi image. */
const inHindi = (design: BannerDesign): BannerDesign => ({
  ...design,
  ...design.hi,
  hi: undefined,
});

// New keys (promo-…): generated files are kept forever under their key, so the older plain
// banners (banner-…) already on a disk are not mistaken for these.
export const homeBannerKey = (n: number) => `seed/demo/promo-home-${n}.webp`;
export const categoryBannerKey = (category: CategorySeed) =>
  `seed/demo/promo-category-${slugify(category.name)}.webp`;
/** The Hindi image of a banner: its English key with `-hi`. */
export const hindiBannerKey = (key: string) => key.replace(/\.webp$/, '-hi.webp');

/** Home banners for All Over India and each demo city; a banner for every category. */
export function demoBanners(catalog: Catalog): Rows<typeof banners> {
  const home = HOME_BANNERS.map((_, i) => homeBannerKey(i + 1));
  const rotate = (n: number, count: number) =>
    Array.from({ length: count }, (_, i) => home[(n + i) % home.length]!);
  const rows = [
    { images: home, fkCategoryId: null, fkCityId: null },
    ...DEMO_CITIES.map((city, i) => ({
      images: rotate(i, 3),
      fkCategoryId: null,
      fkCityId: catalog.cityOf(city.city, city.stateCode).id,
    })),
    ...CATEGORIES.map((category, i) => ({
      images: [categoryBannerKey(category), home[i % home.length]!],
      fkCategoryId: catalog.categoryId(category),
      fkCityId: null,
    })),
  ];
  // Every demo banner has its Hindi images, in the same order.
  return rows.map((row) => ({ ...row, imagesHi: row.images.map(hindiBannerKey) }));
}

// ---- Drawing ----------------------------------------------------------------------------

const W = 1200;
const H = 400;
const FONT = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';
// DejaVu has no Devanagari: the Hindi banners name a font that has it (fonts-noto-core).
const FONT_HI = 'Noto Sans Devanagari, Lohit Devanagari, Mukta, sans-serif';
const DEVANAGARI = /[\u0900-\u097F]/;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const require = createRequire(import.meta.url);
const iconCache = new Map<string, string>();
/** An outline icon's drawing (its 24 × 24 paths), without the invisible bounding box. */
function iconPaths(name: string) {
  let paths = iconCache.get(name);
  if (paths === undefined) {
    const file = readFileSync(require.resolve(`@tabler/icons/outline/${name}.svg`), 'utf8');
    paths = [...file.matchAll(/<(path|circle|rect|line|polyline|polygon|ellipse)\b[^>]*\/>/g)]
      .map((match) => match[0])
      .filter((element) => !element.includes('stroke="none"'))
      .join('');
    iconCache.set(name, paths);
  }
  return paths;
}

const icon = (name: string, cx: number, cy: number, size: number, color: string, width = 1.6) =>
  `<g transform="translate(${cx - size / 2} ${cy - size / 2}) scale(${size / 24})" fill="none" ` +
  `stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round">` +
  `${iconPaths(name)}</g>`;

/** Splits the headline into at most two lines of about `width` characters. */
function headlineLines(text: string, width: number) {
  const words = text.split(/\s+/);
  if (text.length <= width) return [text];
  // The break that leaves the two lines closest in length.
  let best = [text];
  let bestDiff = Infinity;
  for (let i = 1; i < words.length; i++) {
    const first = words.slice(0, i).join(' ');
    const second = words.slice(i).join(' ');
    const diff = Math.abs(first.length - second.length);
    if (diff < bestDiff) [best, bestDiff] = [[first, second], diff];
  }
  return best;
}

export function bannerSvg(design: BannerDesign, width: number) {
  const height = Math.round((width * H) / W);
  const [hero, left, right] = design.icons;
  const lines = headlineLines(design.headline, 16);
  const longest = Math.max(...lines.map((line) => line.length));
  // Bold DejaVu Sans averages about 0.62 em per character: keep the text left of the picture.
  const headSize = Math.min(68, Math.floor(600 / (longest * 0.62)));
  const lineHeight = Math.round(headSize * 1.1);
  const badgeHeight = design.badge ? 40 : 0;
  const block =
    badgeHeight + (design.badge ? 22 : 0) + lines.length * lineHeight + 16 + 34 + 30 + 56;
  let y = Math.round((H - block) / 2);
  const parts: string[] = [];
  if (design.badge) {
    const badgeWidth = Math.round(design.badge.length * 12.5 + 36);
    parts.push(
      `<rect x="80" y="${y}" width="${badgeWidth}" height="${badgeHeight}" rx="20" fill="#fff" fill-opacity="0.2"/>`,
      `<text x="${80 + badgeWidth / 2}" y="${y + 27}" font-size="19" font-weight="bold" letter-spacing="1.5" fill="#fff" text-anchor="middle">${escapeXml(design.badge)}</text>`,
    );
    y += badgeHeight + 22;
  }
  for (const line of lines) {
    y += lineHeight;
    parts.push(
      `<text x="78" y="${y - Math.round(lineHeight * 0.18)}" font-size="${headSize}" font-weight="bold" fill="#fff">${escapeXml(line)}</text>`,
    );
  }
  y += 16 + 30;
  // Regular DejaVu Sans averages about 0.55 em: the line stays left of the picture too.
  const taglineSize = Math.min(28, Math.floor(620 / (design.tagline.length * 0.55)));
  parts.push(
    `<text x="80" y="${y}" font-size="${taglineSize}" fill="#fff" fill-opacity="0.92">${escapeXml(design.tagline)}</text>`,
  );
  y += 30;
  const ctaText = Math.round(design.cta.length * 16.5);
  const ctaWidth = 32 + ctaText + 14 + 26 + 26;
  parts.push(
    `<rect x="80" y="${y}" width="${ctaWidth}" height="56" rx="28" fill="#fff"/>`,
    `<text x="112" y="${y + 37}" font-size="24" font-weight="bold" fill="${design.from}">${escapeXml(design.cta)}</text>`,
    icon('arrow-right', 112 + ctaText + 14 + 13, y + 28, 26, design.from, 2.2),
  );

  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}" font-family="${DEVANAGARI.test(design.headline + design.tagline) ? FONT_HI : FONT}">` +
      `<defs>` +
      `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${design.from}"/><stop offset="1" stop-color="${design.to}"/></linearGradient>` +
      `<pattern id="dots" width="26" height="26" patternUnits="userSpaceOnUse"><circle cx="3" cy="3" r="2.2" fill="#fff" fill-opacity="0.18"/></pattern>` +
      `<filter id="shadow" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="0" dy="10" stdDeviation="14" flood-color="#000" flood-opacity="0.22"/></filter>` +
      `</defs>` +
      `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
      // The picture: a soft disc with the main object, two small ones beside it, a dotted field.
      `<rect x="700" y="0" width="500" height="${H}" fill="url(#dots)"/>` +
      `<circle cx="930" cy="205" r="205" fill="#fff" fill-opacity="0.12"/>` +
      `<circle cx="930" cy="205" r="128" fill="#fff" filter="url(#shadow)"/>` +
      icon(hero, 930, 205, 150, design.from, 1.5) +
      `<circle cx="752" cy="112" r="54" fill="#fff" filter="url(#shadow)"/>` +
      icon(left, 752, 112, 60, design.to, 1.7) +
      `<circle cx="1098" cy="304" r="58" fill="#fff" filter="url(#shadow)"/>` +
      icon(right, 1098, 304, 64, design.to, 1.7) +
      icon('sparkles', 1110, 86, 46, '#fff', 1.6) +
      `<circle cx="790" cy="330" r="10" fill="#fff" fill-opacity="0.55"/>` +
      `<circle cx="-40" cy="${H + 30}" r="170" fill="#000" fill-opacity="0.08"/>` +
      parts.join('') +
      `</svg>`,
  );
}

export type BannerImage = { key: string; design: BannerDesign };

export function bannerImages(): BannerImage[] {
  const english = [
    ...HOME_BANNERS.map((design, i) => ({ key: homeBannerKey(i + 1), design })),
    ...CATEGORIES.map((category) => ({
      key: categoryBannerKey(category),
      design: categoryBannerDesign(category),
    })),
  ];
  return [
    ...english,
    ...english.map(({ key, design }) => ({ key: hindiBannerKey(key), design: inHindi(design) })),
  ];
}

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/**
 * Writes every banner whose files are missing, in both stored sizes (packages/shared media.ts),
 * as images.ts does for the listings' pictures; returns how many files were written.
 */
export async function ensureBannerImages(uploadsDir: string, concurrency = 4) {
  const jobs = bannerImages().flatMap((banner) =>
    (Object.entries(IMAGE_VARIANTS) as [ImageVariant, number][]).map(([variant, width]) => ({
      path: join(uploadsDir, variant, banner.key),
      banner,
      width,
    })),
  );
  let next = 0;
  let written = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      if (await exists(job.path)) continue;
      const data = await sharp(bannerSvg(job.banner.design, job.width))
        .webp({ quality: 82, effort: 2 })
        .toBuffer();
      await mkdir(dirname(job.path), { recursive: true });
      // Another process (a parallel test file) may write the same key: rename is atomic.
      const temporary = `${job.path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      await writeFile(temporary, data);
      await rename(temporary, job.path);
      written++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return written;
}
