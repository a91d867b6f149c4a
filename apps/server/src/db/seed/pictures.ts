import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import sharp from 'sharp';

// Pictures of things, drawn from the Tabler icon set (MIT, shipped with @tabler/icons) at seed
// time: the object's icon large and centred on a tinted studio backdrop, lit from above, standing
// on a soft shadow, so a card reads as a photo of that kind of item rather than a placeholder.

// The package exports its files only (`@tabler/icons/outline/<name>.svg`): find the folder
// through one icon that every version has.
const outlineDir = dirname(createRequire(import.meta.url).resolve('@tabler/icons/outline/box.svg'));

const iconBodies = new Map<string, string>();

/** The drawing of a Tabler outline icon (24 × 24 units), without its invisible frame. */
export function iconBody(name: string) {
  let body = iconBodies.get(name);
  if (body === undefined) {
    const file = readFileSync(join(outlineDir, `${name}.svg`), 'utf8');
    body = file
      .replace(/^[\s\S]*?<svg[^>]*>/, '')
      .replace(/<\/svg>\s*$/, '')
      .replace(/<path stroke="none" d="M0 0h24v24H0z" fill="none"\s*\/>/, '')
      .trim();
    iconBodies.set(name, body);
  }
  return body;
}

/** Whether the icon set has an outline icon of this name. */
export function iconExists(name: string) {
  try {
    iconBody(name);
    return true;
  } catch {
    return false;
  }
}

export type Picture = {
  icon: string;
  /** Hue of the backdrop, 0 … 360. */
  hue: number;
  /** Hue of the object itself, so variants of one listing differ in colour as products do. */
  objectHue: number;
  /** Turn of the object in degrees, small: a photo taken from a slightly different angle. */
  angle: number;
  /** 1 = the object fills about 60 % of the frame. */
  scale: number;
  /** Direction of the light, -1 (from the left) … 1 (from the right). */
  light: number;
};

const hsl = (h: number, s: number, l: number) =>
  `hsl(${Math.round(((h % 360) + 360) % 360)},${s}%,${l}%)`;

/** The object alone, on a transparent 400 × 400 canvas, `width` pixels wide. */
export function objectSvg(picture: Picture, width: number) {
  const { icon, objectHue, angle, scale } = picture;
  const size = 9.6 * scale;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${width}" viewBox="0 0 400 400">` +
    `<defs><linearGradient id="body" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${hsl(objectHue, 70, 72)}"/><stop offset="1" stop-color="${hsl(objectHue, 60, 58)}"/></linearGradient></defs>` +
    `<g transform="translate(200 ${194 + (size - 9.6) * 2}) rotate(${angle.toFixed(1)}) scale(${size.toFixed(2)}) translate(-12 -12)" stroke-linecap="round" stroke-linejoin="round">` +
    // The icon twice: filled for a solid body, then its lines as the object's edges and details.
    `<g fill="url(#body)" stroke="none">${iconBody(icon)}</g>` +
    `<g fill="none" stroke="${hsl(objectHue, 55, 24)}" stroke-width="1.35">${iconBody(icon)}</g>` +
    `</g>` +
    `</svg>`
  );
}

/** HSL (degrees, per cent) to RGB bytes. */
function rgb(h: number, s: number, l: number): [number, number, number] {
  const hue = (((h % 360) + 360) % 360) / 60;
  const c = (1 - Math.abs((2 * l) / 100 - 1)) * (s / 100);
  const x = c * (1 - Math.abs((hue % 2) - 1));
  const [r, g, b] =
    hue < 1
      ? [c, x, 0]
      : hue < 2
        ? [x, c, 0]
        : hue < 3
          ? [0, c, x]
          : hue < 4
            ? [0, x, c]
            : hue < 5
              ? [x, 0, c]
              : [c, 0, x];
  const m = l / 100 - c / 2;
  return [r, g, b].map((v) => Math.round((v + m) * 255)) as [number, number, number];
}

/**
 * The studio backdrop's pixels, computed directly: a wall shading from light to a deeper tint,
 * a floor from y = 300 (of 400), a lamp's soft glow and the object's shadow on the floor. Its
 * gradients have no edges, and computing them is several times faster than drawing them
 * through SVG at 1200 px, which matters for the ~900 pictures of the first start.
 */
function backdropPixels(picture: Picture, width: number, object: Buffer) {
  const { hue, light, scale } = picture;
  const size = 9.6 * scale;
  const wallTop = rgb(hue, 45, 96);
  const wallBottom = rgb(hue, 38, 84);
  const floorTop = rgb(hue, 30, 82);
  const floorBottom = rgb(hue, 32, 90);
  const shade = rgb(hue, 30, 20);
  const unit = width / 400;
  const lampX = (0.5 + 0.25 * light) * 400;
  const lampY = 0.35 * 400;
  const lampR = 0.55 * 400;
  const shadowX = 200 - 14 * light;
  const shadowY = 200 + 12 * size;
  const [shadowRx, shadowRy] = [13 * size, 2.2 * size];
  const pixels = Buffer.alloc(width * width * 3);
  const lean = light * 0.5;
  for (let py = 0; py < width; py++) {
    const y = py / unit;
    const onWall = y < 300;
    const [top, bottom] = onWall ? [wallTop, wallBottom] : [floorTop, floorBottom];
    const dy2 = ((y - lampY) / lampR) ** 2;
    const sy2 = ((y - shadowY) / shadowRy) ** 2;
    for (let px = 0; px < width; px++) {
      const x = px / unit;
      // The wall's gradient leans with the light; the floor's runs from its edge down.
      let t = onWall ? y / 400 + ((x - 200) / 400) * lean : (y - 300) / 100;
      t = t < 0 ? 0 : t > 1 ? 1 : t;
      const d = Math.sqrt(((x - lampX) / lampR) ** 2 + dy2);
      const lamp = d < 1 ? (1 - d) * 0.9 : 0;
      const sd = sy2 < 1 ? Math.sqrt(((x - shadowX) / shadowRx) ** 2 + sy2) : 1;
      const dark = sd < 1 ? (1 - sd) * 0.35 : 0;
      const i = (py * width + px) * 3;
      const j = (py * width + px) * 4;
      // The object over the backdrop: its pixels carry straight (not premultiplied) alpha.
      const alpha = object[j + 3]! / 255;
      for (let k = 0; k < 3; k++) {
        const base = top[k]! + (bottom[k]! - top[k]!) * t;
        const lit = base + (255 - base) * lamp;
        const back = lit + (shade[k]! - lit) * dark;
        pixels[i + k] = back + (object[j + k]! - back) * alpha + 0.5;
      }
    }
  }
  return pixels;
}

/** The picture's pixels, `width` wide: RGB, three bytes a pixel. */
export async function renderPicture(picture: Picture, width: number) {
  const object = await sharp(Buffer.from(objectSvg(picture, width)))
    .ensureAlpha()
    .raw()
    .toBuffer();
  return backdropPixels(picture, width, object);
}

/**
 * Bump when the drawing code changes (backdrop or object): picture files are named by a hash of
 * the picture and this, so changed drawings get new files instead of stale cached ones.
 */
const DRAWING_VERSION = 3;

/** A short hash of what a picture looks like: files are named by it, so they are drawn once. */
export function pictureHash(picture: Picture) {
  return createHash('sha256')
    .update(JSON.stringify([DRAWING_VERSION, picture, iconBody(picture.icon)]))
    .digest('hex')
    .slice(0, 10);
}
