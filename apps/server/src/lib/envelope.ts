import type { Envelope } from '@haat/shared';
import { API_MSG } from '@haat/shared';

/** 200 answer for reads and updates (DESIGN.md §3). */
export const ok = <T>(payload: T, message: string = API_MSG.ok): Envelope<T> => ({
  code: 200,
  message,
  payload,
});

/** 201 answer for creates; the route sets the same HTTP status. */
export const created = <T>(payload: T, message: string = API_MSG.created): Envelope<T> => ({
  code: 201,
  message,
  payload,
});
