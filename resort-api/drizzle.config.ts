import { defineConfig } from 'drizzle-kit';

/**
 * `npm run db:generate -w resort-api` writes a migration for the changes in src/db/schema.ts into
 * drizzle/ (no database needed). The same SQL runs on PGlite and on PostgreSQL at start-up.
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/db/schema.ts', './src/db/reservations-schema.ts', './src/db/lessons-schema.ts', './src/db/partners-schema.ts', './src/db/desk-schema.ts', './src/db/waiting-schema.ts'],
  out: './drizzle',
  casing: 'snake_case',
});
