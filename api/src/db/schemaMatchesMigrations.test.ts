// The Drizzle tables restate the SQL migrations by hand; this migrates a fresh database, reads its catalogue and
// compares, so a migration that changes a column without the Drizzle side (or the reverse) fails here, not in a query.
import '../../test/support/nativeEsmPackages';
import fs from 'node:fs';
import path from 'node:path';
import { is, sql } from 'drizzle-orm';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import { createTestDatabase, type TestDatabase } from '../../test/support/testDatabase';
import { API_DIR } from '../apiDir';
import { migrate } from './migrate';
import { openDatabase } from './openDatabase';
import { rowsOf } from './rowsOf';
import type { DatabaseHandle } from './types';

jest.setTimeout(120_000);

/** Tables and columns only hand-written SQL reads, so they have no Drizzle declaration — each with the reason. */
const SQL_ONLY: Record<string, string> = {
  schema_migrations: 'the migration runner keeps its own private declaration',
  rate_limit_hits: 'written and counted by one SQL statement in the rate limiter',
  'product_search.words': 'a tsvector that only the search SQL reads',
  'product_search.title_words': 'a tsvector that only the search SQL reads',
  'product_search.heading': 'a tsvector that only the search SQL reads',
};

interface DatabaseColumn {
  table: string;
  column: string;
  type: string;
  not_null: boolean;
}

let database: TestDatabase;
let handle: DatabaseHandle;
let columns: DatabaseColumn[];

beforeAll(async () => {
  database = await createTestDatabase();
  handle = await openDatabase(database.options);
  await migrate(handle.db);
  columns = await rowsOf<DatabaseColumn>(
    handle.db.execute(sql`
      SELECT c.relname AS table, a.attname AS column, format_type(a.atttypid, a.atttypmod) AS type, a.attnotnull AS not_null
      FROM pg_attribute a
      JOIN pg_class c ON c.oid = a.attrelid
      JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') AND a.attnum > 0 AND NOT a.attisdropped`),
  );
});
afterAll(async () => {
  await handle?.close();
  await database?.drop();
});

/** Every Drizzle table the API declares: the modules under src/ that call pgTable. */
function drizzleTables(): PgTable[] {
  const sourceFiles = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(full);
      return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
    });
  const tables = new Map<string, PgTable>();
  for (const file of sourceFiles(path.join(API_DIR, 'src'))) {
    if (!fs.readFileSync(file, 'utf8').includes('pgTable(')) continue;
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- discovered at run time on purpose
    for (const value of Object.values(require(file) as Record<string, unknown>)) {
      if (is(value, PgTable)) tables.set(getTableConfig(value).name, value);
    }
  }
  return [...tables.values()];
}

/** Drizzle's SQL type in the spelling of format_type(): no spaces after commas, serials as their integer type. */
function normalType(type: string): string {
  return type
    .replace(/,\s+/g, ',')
    .replace(/^bigserial$/, 'bigint')
    .replace(/^serial$/, 'integer');
}

describe('the Drizzle schema and the migrations', () => {
  it('declare the same columns, with the same types and nullability', () => {
    const declared = new Map<string, { type: string; notNull: boolean }>();
    for (const table of drizzleTables()) {
      const config = getTableConfig(table);
      const keyColumns = new Set(config.primaryKeys.flatMap((key) => key.columns.map((column) => column.name)));
      for (const column of config.columns) {
        declared.set(`${config.name}.${column.name}`, {
          type: normalType(column.getSQLType()),
          notNull: column.notNull || column.primary || keyColumns.has(column.name),
        });
      }
    }
    const migrated = new Map(columns.map((row) => [`${row.table}.${row.column}`, { type: row.type, notNull: row.not_null }]));
    const migratedTables = new Set(columns.map((row) => row.table));
    const declaredTables = new Set([...declared.keys()].map((key) => key.split('.')[0]));

    const differences: string[] = [];
    for (const [key, column] of declared) {
      const actual = migrated.get(key);
      if (!actual) differences.push(`${key}: declared in Drizzle, not made by any migration`);
      else if (actual.type !== column.type || actual.notNull !== column.notNull)
        differences.push(`${key}: Drizzle ${column.type}${column.notNull ? ' not null' : ''}, migrations ${actual.type}${actual.notNull ? ' not null' : ''}`);
    }
    for (const key of migrated.keys()) {
      const table = key.split('.')[0];
      if (declared.has(key) || key in SQL_ONLY || table in SQL_ONLY) continue;
      differences.push(declaredTables.has(table) ? `${key}: made by a migration, missing from Drizzle` : `${table}: a table with no Drizzle declaration`);
    }
    for (const name of Object.keys(SQL_ONLY)) {
      const known = name.includes('.') ? migrated.has(name) : migratedTables.has(name);
      if (!known) differences.push(`${name}: listed as SQL-only but no migration makes it`);
      if (declared.has(name) || declaredTables.has(name)) differences.push(`${name}: listed as SQL-only but Drizzle declares it`);
    }
    expect([...new Set(differences)]).toEqual([]);
  });
});
