import '../../test/support/nativeEsmPackages';
import { asc, count, gt, lte, sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../../test/support/testDatabase';
import { rowsOf } from '../db/rowsOf';
import { catalogState, productPrices, products } from './catalogTables';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/openDatabase';
import type { DatabaseHandle } from '../db/types';
import { PREPARED_DELIVERABLES } from '../fulfilment/deliverables';
import { digitalProductIds } from './digitalProducts';
import { CatalogSizeError, type FillProgress, fillCatalog, productCount } from './fillCatalog';
import { generateCatalog } from './generateCatalog';
import { largeProduct } from './largeCatalog';
import { searchIds } from './searchQueries';

jest.setTimeout(120_000);

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

const listingRows = async () => Number((await rowsOf<{ n: string | number }>(handle.db.execute(sql`SELECT count(*) AS n FROM product_listing`)))[0].n);
const version = async () => (await handle.db.select({ version: catalogState.version }).from(catalogState))[0].version;

describe('fillCatalog', () => {
  it('adds generated products after the seed up to the total, each listed, then changes nothing when run again', async () => {
    const progress: FillProgress[] = [];
    const first = await fillCatalog(handle.db, 1000, { productsPerBatch: 100, onProgress: (step) => progress.push(step) });
    expect(first).toMatchObject({ before: 364, after: 1000, added: 636 });
    expect(progress).toEqual([]); // fewer than PROGRESS_EVERY

    expect(await productCount(handle.db)).toBe(1000);
    expect(await listingRows()).toBe(1000);
    const missingListing = await rowsOf<{ id: number }>(
      handle.db.execute(sql`SELECT p.id FROM products p WHERE NOT EXISTS (SELECT 1 FROM product_listing l WHERE l.product_id = p.id)`),
    );
    expect(missingListing).toEqual([]);

    // The seed is untouched; the generated rows are largeProduct's.
    const seed = generateCatalog();
    const [seedFirst] = await handle.db.select().from(products).where(lte(products.id, 1));
    expect(seedFirst.title).toBe(seed.products[0].title);
    const [stored] = await handle.db
      .select()
      .from(products)
      .where(sql`${products.id} = 777`);
    expect(stored).toMatchObject({ ...largeProduct(777).product, visible: true });

    // Digital packs: three tiers each, and the listing shows the Standard tier's price.
    const digitalIds = Array.from({ length: 636 }, (_, index) => 365 + index).filter((id) => largeProduct(id).prices.length > 0);
    expect(digitalIds.length).toBeGreaterThan(5);
    const [{ tiers }] = await handle.db.select({ tiers: count() }).from(productPrices).where(gt(productPrices.productId, 364));
    expect(tiers).toBe(digitalIds.length * 3);
    const [listed] = await rowsOf<{ price_usd_minor: string | number; price_ngn_minor: string | number }>(
      handle.db.execute(sql`SELECT price_usd_minor, price_ngn_minor FROM product_listing WHERE product_id = ${digitalIds[0]}`),
    );
    const standard = largeProduct(digitalIds[0]).prices[0];
    expect(Number(listed.price_usd_minor)).toBe(Math.round(Number(standard.usdAmount) * 100));
    expect(Number(listed.price_ngn_minor)).toBe(Math.round(Number(standard.usdAmount) * 100) * 750);

    // The search rows lie in category order: each category's rows fill pages of their own (a page where two
    // categories meet, or one a smaller row filled later, aside) instead of a share of every page.
    const [layout] = await rowsOf<{ pages: string | number; category_pages: string | number; categories: string | number }>(
      handle.db.execute(sql`
        WITH placed AS (
          SELECT p.category_name, (s.ctid::text::point)[0] AS page FROM product_search s JOIN products p ON p.id = s.product_id
        )
        SELECT (SELECT count(DISTINCT page) FROM placed) AS pages,
          (SELECT count(*) FROM (SELECT DISTINCT category_name, page FROM placed) AS category_page) AS category_pages,
          (SELECT count(DISTINCT category_name) FROM placed) AS categories`),
    );
    expect(Number(layout.pages)).toBeGreaterThan(10);
    expect(Number(layout.category_pages)).toBeLessThanOrEqual(Number(layout.pages) + 3 * Number(layout.categories));

    const versionBefore = await version();
    const again = await fillCatalog(handle.db, 1000);
    expect(again).toMatchObject({ before: 1000, after: 1000, added: 0 });
    expect(await productCount(handle.db)).toBe(1000);
    expect(await version()).toBe(versionBefore);
  });

  it('grows to a larger total, adding only the missing products', async () => {
    const grown = await fillCatalog(handle.db, 1200, { productsPerBatch: 150 });
    expect(grown).toMatchObject({ before: 1000, after: 1200, added: 200 });
    expect(await listingRows()).toBe(1200);
    const ids = await handle.db.select({ id: products.id }).from(products).orderBy(asc(products.id));
    expect(ids.map((row) => row.id)).toEqual(Array.from({ length: 1200 }, (_, index) => index + 1));
  });

  it('refuses a total below what the catalogue holds, deleting nothing, and one out of range', async () => {
    await expect(fillCatalog(handle.db, 800)).rejects.toThrow(CatalogSizeError);
    await expect(fillCatalog(handle.db, 800)).rejects.toThrow('The catalogue already holds 1,200 products, more than the 800 asked for');
    expect(await productCount(handle.db)).toBe(1200);
    await expect(fillCatalog(handle.db, 363)).rejects.toThrow(RangeError);
    await expect(fillCatalog(handle.db, 1_000_001)).rejects.toThrow(RangeError);
  });

  it('finds generated hoodies and headphones by their typos', async () => {
    const titled = (pattern: RegExp) =>
      Array.from({ length: 1200 - 364 }, (_, index) => 365 + index).filter((id) => pattern.test(largeProduct(id).product.title));
    const hoodies = titled(/\bHoodie\b/);
    expect(hoodies.length).toBeGreaterThan(0);
    expect((await searchIds(handle.db, 'hodie', 100, 0)).ids).toEqual(expect.arrayContaining(hoodies));
    const headphones = titled(/\bHeadphones\b/);
    expect(headphones.length).toBeGreaterThan(0);
    expect((await searchIds(handle.db, 'headphnes', 100, 0)).ids).toEqual(expect.arrayContaining(headphones));
  });

  it('leaves deliverables made at start to the first digital products', async () => {
    const all = await digitalProductIds(handle.db, 1_000_000);
    expect(all.length).toBeGreaterThan(24);
    expect(await digitalProductIds(handle.db, PREPARED_DELIVERABLES)).toEqual(all.slice(0, PREPARED_DELIVERABLES));
    expect(await digitalProductIds(handle.db, 5)).toEqual([341, 342, 343, 344, 345]);
  });
});
