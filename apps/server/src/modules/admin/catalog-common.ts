import type { AdminImageUpload } from '@haat/shared';
import type { AppDeps } from '../../deps.ts';
import { isConstraintViolation } from '../../lib/database-errors.ts';
import { conflict } from '../../lib/http-error.ts';
import type { StoragePort } from '../../lib/storage/index.ts';

// The catalogue (categories, sub-categories, brands, colours) and banners. Public pages read
// these tables on every request, so a change shows at once. A row that listings still point at
// cannot be deleted (409): the listing would lose its category.

export type CatalogCtx = {
  deps: AppDeps;
  storage: StoragePort;
  adminId: string;
  log: (err: unknown) => void;
};
export type Saved<K extends string, T> = { [key in K]: T } & { imageUpload: AdminImageUpload };

/** Runs a write that may hit a unique name; a race answers the same 409 as the pre-check. */
export async function unique<T>(message: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isConstraintViolation(err, 'unique')) throw conflict(message);
    throw err;
  }
}
