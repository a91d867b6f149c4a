-- Issue 35: a notification the server writes is kept as a key and values too (packages/shared
-- notification-messages.ts), so the web app shows it in the reader's language. Older rows and a
-- user's notes to themselves have none and are shown as their English text.
ALTER TABLE "notifications" ADD COLUMN "message" jsonb;
