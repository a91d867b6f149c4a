import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id } from './columns.ts';

/** The 36 states and union territories; `code` is the ISO 3166-2:IN suffix (MH, DL, …). */
export const states = pgTable(
  'states',
  {
    id: id(),
    name: text('name').notNull(),
    code: text('code').notNull(),
  },
  (t) => [
    uniqueIndex('states_name_key').on(t.name),
    uniqueIndex('states_code_key').on(t.code),
    index('states_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

/** Cities of India (db/seed/india-locations.json); `isServed` marks where the market operates. */
export const cities = pgTable(
  'cities',
  {
    id: id(),
    fkStateId: uuid('fk_state_id')
      .notNull()
      .references(() => states.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    isServed: boolean('is_served').notNull().default(false),
  },
  (t) => [
    uniqueIndex('cities_state_name_key').on(t.fkStateId, t.name),
    index('cities_name_idx').on(t.name),
    index('cities_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('cities_served_idx')
      .on(t.name)
      .where(sql`${t.isServed}`),
    check('cities_latitude_check', sql`${t.latitude} between -90 and 90`),
    check('cities_longitude_check', sql`${t.longitude} between -180 and 180`),
  ],
);
