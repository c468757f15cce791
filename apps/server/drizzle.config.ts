import { defineConfig } from 'drizzle-kit';

// One schema, one migration folder, applied by both PGlite and PostgreSQL at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/infra/db/schema.ts',
  out: './migrations',
});
