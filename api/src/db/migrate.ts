// Applies migrations/*.sql in file-name order, once each, recording them in schema_migrations.
//
// Why not drizzle's migrator: it needs the meta/_journal.json that drizzle-kit generates, and drizzle-kit is not
// part of this project. This runner keeps drizzle's file convention (statements split by
// "--> statement-breakpoint", so each runs through the driver as one prepared statement, which PGlite needs) and
// adds a checksum so an edited, already-applied migration stops the start instead of silently drifting.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Database } from './types';
import { API_DIR } from '../apiDir';

export const MIGRATIONS_DIR = path.join(API_DIR, 'migrations');
const STATEMENT_BREAKPOINT = '--> statement-breakpoint';
/** Any constant works; it only has to be the same in every process sharing the database. */
const MIGRATION_LOCK_KEY = 7_311_020_001;

const schemaMigrations = pgTable('schema_migrations', {
  name: text('name').primaryKey(),
  checksum: text('checksum').notNull(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

interface MigrationFile {
  name: string;
  checksum: string;
  statements: string[];
}

export function readMigrationFiles(dir = MIGRATIONS_DIR): MigrationFile[] {
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => {
      const text = fs.readFileSync(path.join(dir, name), 'utf8');
      return {
        name,
        checksum: createHash('sha256').update(text).digest('hex'),
        statements: text
          .split(STATEMENT_BREAKPOINT)
          .map((statement) => statement.trim())
          .filter((statement) => statement.length > 0),
      };
    });
}

/** The migrations of `dir` the database has not applied (none once this store's `migrate` ran there). */
export async function pendingMigrations(db: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  const applied = new Set((await db.select({ name: schemaMigrations.name }).from(schemaMigrations)).map((row) => row.name));
  return readMigrationFiles(dir)
    .map((file) => file.name)
    .filter((name) => !applied.has(name));
}

/** Returns the names of the migrations it applied. All pending ones run in one transaction. */
export async function migrate(db: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = readMigrationFiles(dir);
  return db.transaction(async (tx) => {
    // Several API processes may start against one PostgreSQL server at once; they take turns here.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    await tx.execute(
      sql.raw(
        'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, checksum text NOT NULL, ' + 'applied_at timestamptz NOT NULL DEFAULT now())',
      ),
    );
    const applied = new Map((await tx.select().from(schemaMigrations)).map((row) => [row.name, row.checksum]));

    const appliedNow: string[] = [];
    for (const file of files) {
      const checksum = applied.get(file.name);
      if (checksum !== undefined) {
        if (checksum !== file.checksum) {
          throw new Error(`Migration ${file.name} was changed after it was applied. Add a new migration file instead of editing it.`);
        }
        continue;
      }
      for (const statement of file.statements) await tx.execute(sql.raw(statement));
      await tx.insert(schemaMigrations).values({ name: file.name, checksum: file.checksum });
      appliedNow.push(file.name);
    }
    return appliedNow;
  });
}
