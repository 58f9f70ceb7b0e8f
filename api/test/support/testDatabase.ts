// A fresh database for one test file: in-memory PGlite (started from the shared seeded snapshot) by default, or —
// when TEST_DATABASE_URL is set — a new, empty schema on that PostgreSQL server, selected through the
// connection's search_path and dropped afterwards.
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
  await runOnServer(serverUrl, `CREATE SCHEMA ${schema}`);
  const url = new URL(serverUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    options: { kind: 'postgres', url: url.toString() },
    drop: () => runOnServer(serverUrl, `DROP SCHEMA IF EXISTS ${schema} CASCADE`),
  };
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
