// Migration 0008: a catalogue seeded with the old SVG illustrations points at the drawn WebP pictures afterwards,
// exactly as a catalogue seeded today does; URLs changed by hand stay.
import './support/nativeEsmPackages';
import { eq, sql } from 'drizzle-orm';
import { readMigrationFiles } from '../src/db/migrate';
import { categories, products } from '../src/db/schema';
import { APP_START_TIMEOUT_MS, type TestApp, startTestApp } from './support/testApp';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp();
}, APP_START_TIMEOUT_MS);
afterAll(() => testApp?.close());

it('rewrites the seeded SVG URLs of products, colour variants and categories to the drawn pictures', async () => {
  const db = testApp.app.db;
  const [today] = await db.select().from(products).where(eq(products.id, 1));
  const [todayCategory] = await db.select().from(categories).where(eq(categories.slug, 'camping'));
  expect(today.colors.length).toBeGreaterThan(0);

  // As the seed generator wrote them before pictures were drawn.
  await db
    .update(products)
    .set({
      imageUrl: '/media/products/1.svg',
      imageHoverUrl: '/media/products/1-hover.svg',
      imageWidth: 600,
      imageHeight: 600,
      colors: today.colors.map((color) => ({ ...color, imgSrc: `/media/products/1-${color.name.toLowerCase().replace(/ /g, '-')}.svg` })),
    })
    .where(eq(products.id, 1));
  await db.update(products).set({ imageUrl: 'https://cdn.example.com/lamp.jpg' }).where(eq(products.id, 2));
  await db.update(categories).set({ imageUrl: '/media/categories/camping.svg' }).where(eq(categories.slug, 'camping'));

  const migration = readMigrationFiles().find((file) => file.name === '0008_product_pictures.sql')!;
  for (const statement of migration.statements) await db.execute(sql.raw(statement));

  const [migrated] = await db.select().from(products).where(eq(products.id, 1));
  expect(migrated).toEqual(today);
  const [byHand] = await db.select({ imageUrl: products.imageUrl }).from(products).where(eq(products.id, 2));
  expect(byHand.imageUrl).toBe('https://cdn.example.com/lamp.jpg');
  const [category] = await db.select().from(categories).where(eq(categories.slug, 'camping'));
  expect(category).toEqual(todayCategory);
});
