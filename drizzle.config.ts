import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes SQL migrations into drizzle/ from the schema; they are committed
// and applied at start on PostgreSQL and PGlite alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/core/db/schema/index.ts',
  out: './drizzle',
  casing: 'snake_case',
});
