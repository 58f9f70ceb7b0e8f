// The module rules of the API (decision 0071) on small examples, and the waiting list held to what it says: every
// file on it exists and still breaks the rule it is excused from, so a file fixed or moved must leave the list.
import fs from 'node:fs';
import path from 'node:path';
import * as tsParser from '@typescript-eslint/parser';
import { Linter } from 'eslint';
import plugin from './moduleBoundaries.cjs';
import { READS_OTHER_MODULES_TABLES, ROUTES_WITH_QUERIES } from './waitingToMove.cjs';

const ROOT = path.resolve(__dirname, '../..');
type RuleName = 'no-sql-in-routes' | 'own-tables-only';

/** The rule's messages for `code` as if it were the file at `file` (relative to the repository's root). */
function problems(rule: RuleName, file: string, code: string): string[] {
  const linter = new Linter({ configType: 'flat', cwd: ROOT });
  const config: Linter.Config[] = [
    {
      files: ['**/*.ts'],
      languageOptions: { parser: tsParser as Linter.Parser },
      plugins: { 'api-modules': plugin },
      rules: { [`api-modules/${rule}`]: 'error' },
    },
  ];
  return linter.verify(code, config, { filename: path.join(ROOT, file) }).map((message) => message.message);
}

describe('no-sql-in-routes', () => {
  const route = 'api/src/orders/exampleRoutes.ts';

  it('refuses the query builder, drizzle-orm, a tables file and the db layer in a route file', () => {
    expect(problems('no-sql-in-routes', route, "import { eq } from 'drizzle-orm';")).toEqual([expect.stringContaining("does not import 'drizzle-orm'")]);
    expect(problems('no-sql-in-routes', route, "import { orders } from './orderTables';")).toEqual([expect.stringContaining("'./orderTables'")]);
    expect(problems('no-sql-in-routes', route, "import type { OrderRow } from './orderTables';")).toHaveLength(1);
    expect(problems('no-sql-in-routes', route, "import { orders } from '../db/schema';")).toHaveLength(1);
    expect(problems('no-sql-in-routes', route, "import { rowsOf } from '../db/rowsOf';")).toHaveLength(1);
    expect(problems('no-sql-in-routes', route, 'async function f(app: any) { await app.db.select().from(x); }')).toEqual([
      expect.stringContaining('`.select()` on a database handle'),
    ]);
    expect(problems('no-sql-in-routes', route, 'async function f(app: any) { await app.db.transaction((tx: any) => tx\n  .update(x)\n  .set({})); }')).toEqual([
      expect.stringContaining('`.update()`'),
    ]);
    expect(problems('no-sql-in-routes', route, 'declare const sql: any; const q = sql`select 1`;')).toEqual([expect.stringContaining('writes no SQL')]);
  });

  it('lets a route validate, call its module with the handle, hold a transaction and answer', () => {
    const code = [
      "import { findOrder } from './orderRepository';",
      "import type { Database } from '../db/types';",
      'async function f(app: { db: Database; orderMail: any }, id: string) {',
      '  const stored = await findOrder(app.db, id);',
      '  await app.db.transaction((tx) => app.orderMail.resendOrderLink(tx, id, true));',
      '  return stored;',
      '}',
    ].join('\n');
    expect(problems('no-sql-in-routes', route, code)).toEqual([]);
  });
});

describe('own-tables-only', () => {
  it("refuses another module's tables, and db/schema.ts outside the database layer", () => {
    expect(problems('own-tables-only', 'api/src/orders/priceOrder.ts', "import { products } from '../catalog/catalogTables';")).toEqual([
      expect.stringContaining("The orders module does not import the catalog module's tables"),
    ]);
    expect(problems('own-tables-only', 'api/src/orders/priceOrder.ts', "export { products } from '../catalog/catalogTables';")).toHaveLength(1);
    expect(problems('own-tables-only', 'api/src/fulfilment/deliveries.ts', "import { orders } from '../db/schema';")).toEqual([
      expect.stringContaining('Only the database layer imports db/schema.ts'),
    ]);
    expect(problems('own-tables-only', 'api/src/fulfilment/deliveries.ts', "import type { OrderRow } from '../db/schema';")).toHaveLength(1);
  });

  it("allows a module's own tables, a type from another module's tables, and the database layer's aggregate", () => {
    expect(problems('own-tables-only', 'api/src/orders/orderRepository.ts', "import { orders } from './orderTables';")).toEqual([]);
    expect(problems('own-tables-only', 'api/src/accounts/accountTokens.ts', "import type { AccountMailDetails } from '../mail/mailTables';")).toEqual([]);
    expect(problems('own-tables-only', 'api/src/accounts/accountTokens.ts', "import { type AccountMailDetails } from '../mail/mailTables';")).toEqual([]);
    expect(problems('own-tables-only', 'api/src/db/schema.ts', "export * from '../catalog/catalogTables';")).toEqual([]);
    expect(problems('own-tables-only', 'api/src/db/openDatabase.ts', "import * as schema from './schema';")).toEqual([]);
  });
});

describe('the list of files waiting to move', () => {
  const listed: [RuleName, Record<string, string>][] = [
    ['no-sql-in-routes', ROUTES_WITH_QUERIES],
    ['own-tables-only', READS_OTHER_MODULES_TABLES],
  ];

  it.each(listed)('holds only files that exist and still break %s', (rule, files) => {
    const stale = Object.keys(files).filter((file) => {
      const full = path.join(ROOT, file);
      return !fs.existsSync(full) || problems(rule, file, fs.readFileSync(full, 'utf8')).length === 0;
    });
    expect(stale).toEqual([]);
  });
});
