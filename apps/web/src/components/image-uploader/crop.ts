import { IMAGE } from '@haat/shared';

/** A crop in percent of the image, as react-image-crop and IMAGE.cropDefault write it. */
export type PercentRect = { x: number; y: number; width: number; height: number };

/** Spec §5 Images: 50% of the image, its corner at 25%,25% (so centred). */
export const defaultCrop = () => ({ ...IMAGE.cropDefault });

/** The pixel rectangle of a percent crop on an image of this size, kept inside the image. */
export function cropPixels(crop: PercentRect, width: number, height: number) {
  const sx = Math.max(0, Math.round((crop.x / 100) * width));
  const sy = Math.max(0, Math.round((crop.y / 100) * height));
  const sw = Math.max(1, Math.min(width - sx, Math.round((crop.width / 100) * width)));
  const sh = Math.max(1, Math.min(height - sy, Math.round((crop.height / 100) * height)));
  return { sx, sy, sw, sh };
}

async function decode(source: Blob): Promise<{ image: CanvasImageSource; w: number; h: number }> {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(source);
    return { image: bitmap, w: bitmap.width, h: bitmap.height };
  }
  const url = URL.createObjectURL(source);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return { image, w: image.naturalWidth, h: image.naturalHeight };
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * Cuts the crop out of the picture on a canvas, at full resolution. The result is lossless
 * enough (webp at high quality) for the webp re-encoding that follows.
 */
export async function cropImage(source: Blob, crop: PercentRect): Promise<Blob> {
  const { image, w, h } = await decode(source);
  const { sx, sy, sw, sh } = cropPixels(crop, w, h);
  const canvas = document.createElement('canvas');
  canvas.width = sw;
  canvas.height = sh;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas is not available');
  context.drawImage(image, sx, sy, sw, sh, 0, 0, sw, sh);
  if ('close' in image && typeof image.close === 'function') image.close();
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The crop could not be encoded'))),
      IMAGE.format,
      0.95,
    ),
  );
}
