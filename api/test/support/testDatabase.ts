// A fresh database for one test file: in-memory PGlite (started from the shared seeded snapshot) by default, or —
// when TEST_DATABASE_URL is set — a new, empty schema on that PostgreSQL server, selected through the
// connection's search_path (with `public` after it, where the extensions are) and dropped afterwards.
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import type { DatabaseOptions } from '../../src/db/types';
import { seededPgliteSnapshot } from './pgliteSnapshot';

export interface TestDatabase {
  options: DatabaseOptions;
  drop(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { options: { kind: 'pglite', snapshot: await seededPgliteSnapshot() }, drop: async () => {} };

  const schema = `test_${randomBytes(6).toString('hex')}`;
  await sharedExtensions(serverUrl);
  await runOnServer(serverUrl, `CREATE SCHEMA ${schema}`);
  const url = new URL(serverUrl);
  // public after the test's own schema: the extensions live there (an extension belongs to the database, not to one
  // schema, so it must not be dropped with a test's schema while another test uses it).
  url.searchParams.set('options', `-c search_path=${schema},public`);
  return {
    options: { kind: 'postgres', url: url.toString() },
    drop: () => runOnServer(serverUrl, `DROP SCHEMA IF EXISTS ${schema} CASCADE`),
  };
}

/** The extensions the migrations create, made once in `public` (two test files may race to make them). */
async function sharedExtensions(url: string): Promise<void> {
  try {
    await runOnServer(url, 'CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public');
  } catch (error) {
    // Another test file made it in the meantime: unique_violation or duplicate_object.
    if (!['23505', '42710'].includes((error as { code?: string }).code ?? '')) throw error;
  }
}

async function runOnServer(url: string, statement: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
