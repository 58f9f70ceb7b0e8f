// The one database type the rest of the API sees, whichever driver (PGlite or node-postgres) is underneath.
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Either the database or an open transaction: repository functions accept both. */
export type Queryable = Database | Transaction;

export type DatabaseOptions =
  /**
   * Embedded PostgreSQL. Without `dataDir` it lives in memory, starting empty or from `snapshot` (a
   * PGlite dumpDataDir() tarball: tests use one to skip cluster creation); with `dataDir`, on disk, guarded by
   * a lock file.
   */
  { kind: 'pglite'; dataDir?: string; snapshot?: Blob } | { kind: 'postgres'; url: string };

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseOptions['kind'];
  close(): Promise<void>;
  /** The PostgreSQL pool's connections (none on the embedded database). */
  poolStats?: () => { total: number; idle: number; waiting: number };
}
