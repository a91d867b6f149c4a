import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes SQL migrations here; they are committed and applied at start-up.
// Hand-written SQL (extensions, search triggers) lives in `drizzle-kit generate --custom` files.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
  strict: true,
  verbose: true,
});
