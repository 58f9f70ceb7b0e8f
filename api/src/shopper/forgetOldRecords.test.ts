import '../../test/support/nativeEsmPackages';
import { sql } from 'drizzle-orm';
import { emptyShopperRecord } from '@storefront/shared/shopper';
import { createTestDatabase, type TestDatabase } from '../../test/support/testDatabase';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/openDatabase';
import { rowsOf } from '../db/rowsOf';
import { shopperRecords } from './shopperTables';
import type { DatabaseHandle } from '../db/types';
import { forgetOldShopperRecords } from './forgetOldRecords';

jest.setTimeout(60_000);

let database: TestDatabase;
let handle: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  handle = await openDatabase(database.options);
  await migrate(handle.db);
});
afterAll(async () => {
  await handle?.close();
  await database?.drop();
});

const NOW = new Date('2026-12-07T12:00:00Z');
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000);
const posted = (hours: number) => ({ form: { email: 'ada@example.com' }, paymentMethod: null, errors: {}, notice: null, postedAt: hoursAgo(hours).getTime() });

async function keep(id: string, savedHoursAgo: number, checkout: unknown = null) {
  await handle.db.insert(shopperRecords).values({ id, record: emptyShopperRecord(), checkout, updatedAt: hoursAgo(savedHoursAgo) });
}

const left = async () =>
  Object.fromEntries(
    (
      await rowsOf<{ id: string; has_checkout: boolean }>(
        handle.db.execute(sql`SELECT id, checkout IS NOT NULL AS has_checkout FROM shopper_records ORDER BY id`),
      )
    ).map((row) => [row.id, row.has_checkout]),
  );

describe('forgetOldShopperRecords', () => {
  it('deletes records not saved for the days kept and forgets checkouts posted before the hours kept, nothing else', async () => {
    await keep('fresh', 1, posted(1));
    await keep('checkout-at-the-limit', 2, posted(23.9));
    await keep('checkout-too-old', 1, posted(25));
    await keep('checkout-without-time', 1, { form: { email: 'ada@example.com' } });
    await keep('record-at-the-limit', 24 * 90 - 1);
    await keep('record-too-old', 24 * 90 + 1, posted(24 * 90 + 1));
    await keep('an-accounts-record', 24 * 400);
    await handle.db.execute(
      sql`INSERT INTO customers (id, email, password_hash, first_name, last_name, shopper_record_id) VALUES ('c1', 'ada@example.com', 'x', 'Ada', 'L', 'an-accounts-record')`,
    );

    expect(await forgetOldShopperRecords(handle.db, NOW, { recordDays: 90, checkoutHours: 24 })).toEqual({ records: 1, checkouts: 2 });
    expect(await left()).toEqual({
      'an-accounts-record': false,
      'checkout-at-the-limit': true,
      'checkout-too-old': false,
      'checkout-without-time': false,
      fresh: true,
      'record-at-the-limit': false,
    });

    expect(await forgetOldShopperRecords(handle.db, NOW, { recordDays: 90, checkoutHours: 24 })).toEqual({ records: 0, checkouts: 0 });
  });
});
