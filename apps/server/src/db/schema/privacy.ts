import { integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { id, timestamptz } from './columns.ts';
import { users } from './users.ts';

/**
 * Every published version of the privacy notice (docs/decisions/036-privacy-notice.md). A new
 * version is a new row, never an edit: what a person was shown on a day stays on record. The
 * highest version is the current one; with no row, /privacyPolicy shows the built-in text.
 */
export const privacyNotices = pgTable(
  'privacy_notices',
  {
    id: id(),
    version: integer('version').notNull(),
    body: text('body').notNull(),
    bodyHi: text('body_hi'),
    publishedAt: timestamptz('published_at').notNull(),
    publishedBy: uuid('published_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
  },
  (t) => [unique('privacy_notices_version_unique').on(t.version)],
);
