import { defineConfig } from 'drizzle-kit';

// Versioned SQL migrations for the "identity" schema only; applied at start-up by the service.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './migrations',
  schemaFilter: ['identity'],
  migrations: { schema: 'identity' },
});
