// Opens the configured database: PGlite (in memory or under a locked data directory) or a PostgreSQL server.
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import * as schema from './schema';
import { acquireDataDirLock } from './dataDirLock';
import type { DatabaseHandle, DatabaseOptions } from './types';

type WarningLogger = (error: Error, message: string) => void;

export async function openDatabase(options: DatabaseOptions, warn: WarningLogger = () => {}): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') return openPostgres(options.url, warn);
  return options.dataDir === undefined ? openPglite(null, options.snapshot) : openPglite(options.dataDir);
}

async function openPglite(dataDir: string | null, snapshot?: Blob): Promise<DatabaseHandle> {
  const lock = dataDir === null ? null : acquireDataDirLock(dataDir);
  try {
    // pg_trgm: the catalogue's typo-tolerant search (migration 0013); PGlite loads an extension only when named here.
    const extensions = { pg_trgm };
    const client = dataDir === null ? new PGlite({ loadDataDir: snapshot, extensions }) : new PGlite(path.join(dataDir, 'pglite'), { extensions });
    await client.waitReady;
    const db = drizzlePglite({ client, schema });
    return {
      db,
      kind: 'pglite',
      async close() {
        try {
          await client.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

async function openPostgres(url: string, warn: WarningLogger): Promise<DatabaseHandle> {
  const pool = new Pool({ connectionString: url, max: 10 });
  // An idle client dropped by the server is discarded by the pool; unhandled, the event would crash the process.
  pool.on('error', (error) => warn(error, 'idle PostgreSQL connection failed'));
  try {
    // Fail at start, not on the first request, when the server is unreachable.
    const probe = await pool.connect();
    probe.release();
  } catch (error) {
    await pool.end();
    throw error;
  }
  const db = drizzleNodePostgres({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}
