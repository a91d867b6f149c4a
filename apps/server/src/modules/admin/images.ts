import type { PreSignedUpload } from '@haat/shared';
import type { StoragePort } from '../../lib/storage/index.ts';
import { planImages } from '../../lib/storage/index.ts';

/**
 * One image of a catalogue record (category, sub-category, brand), planned like a listing's
 * images (docs/decisions/003): `undefined` keeps the current one, `null` removes it, the current
 * reference keeps it, anything else is a new file's name that gets a key and an upload URL.
 */
export async function planSingleImage(
  storage: StoragePort,
  now: Date,
  current: string | null,
  requested: string | null | undefined,
): Promise<{ image: string | null; upload: PreSignedUpload | null; removed: string[] }> {
  if (requested === undefined) return { image: current, upload: null, removed: [] };
  if (requested === null) return { image: null, upload: null, removed: current ? [current] : [] };
  const plan = await planImages(storage, now, current ? [current] : [], [requested]);
  return { image: plan.images[0] ?? null, upload: plan.uploads[0] ?? null, removed: plan.removed };
}
