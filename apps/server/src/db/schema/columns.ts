import { sql, type SQL } from 'drizzle-orm';
import { customType, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { uuidv7 } from 'uuidv7';

/** Primary keys are UUIDv7 made by the application (DESIGN.md §4), never by SQL functions. */
export const id = () =>
  uuid('id')
    .primaryKey()
    .$defaultFn(() => uuidv7());

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Set by the application on every update through Drizzle. */
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Weighted full-text document, maintained by triggers (migration 0002_search_triggers), never
 * written by the application.
 */
export const tsvector = customType<{ data: string; driverData: string }>({
  dataType: () => 'tsvector',
});

// CHECK helpers: one wording of each form rule and fixed limit across every table.
export const phoneCheck = (column: AnyPgColumn): SQL => sql`${column} ~ '^[0-9]{10}$'`;
export const maxItems = (column: AnyPgColumn, max: number): SQL =>
  sql`cardinality(${column}) <= ${sql.raw(String(max))}`;
export const oneOf = (column: AnyPgColumn, values: readonly string[]): SQL =>
  sql`${column} in (${sql.raw(values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', '))})`;
