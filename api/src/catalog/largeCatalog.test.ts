import { productPictureUrl } from '../media/pictures/pictureUrls';
import { PICTURE_SIZE } from '../media/pictures/productPicture';
import { toMinorUnits } from '../money';
import { BRANDS, PHYSICAL_CATEGORIES, PRODUCT_COLORS, categoryByName } from './categories';
import { generateCatalog } from './generateCatalog';
import { type GeneratedProduct, SEED_PRODUCT_COUNT, largeProduct } from './largeCatalog';

const SAMPLE = 5000;
const generated: GeneratedProduct[] = Array.from({ length: SAMPLE }, (_, index) => largeProduct(SEED_PRODUCT_COUNT + 1 + index));
const products = generated.map((item) => item.product);
const physical = products.filter((product) => product.categoryName !== 'Digital Audio');
const digital = generated.filter((item) => item.product.categoryName === 'Digital Audio');
const share = (count: number, of: number) => count / of;

describe('largeProduct', () => {
  it('starts after the seed, which has 364 products', () => {
    expect(SEED_PRODUCT_COUNT).toBe(364);
    expect(generateCatalog().products).toHaveLength(SEED_PRODUCT_COUNT);
    expect(() => largeProduct(364)).toThrow(RangeError);
    expect(() => largeProduct(0)).toThrow(RangeError);
  });

  it('makes the same product for the same id, whatever was made before it', () => {
    expect(largeProduct(4242)).toEqual(largeProduct(4242));
    expect(largeProduct(365)).toEqual(generated[0]);
    expect(largeProduct(SEED_PRODUCT_COUNT + SAMPLE)).toEqual(generated[SAMPLE - 1]);
    expect(largeProduct(999_999).product.id).toBe(999_999);
  });

  it('keeps making the products it made before (a catalogue grown later gets the same ones)', () => {
    // Changing the vocabulary or the draws changes every generated catalogue: a deliberate change updates these.
    expect([365, 366, 389].map((id) => largeProduct(id).product.title)).toEqual([
      'Larch Brass Floor Lamp Large',
      'Relaxed Polo Shirt Elite',
      'Misty Floor — Dancehall Loops',
    ]);
  });

  it('gives mostly distinct titles, in every physical category, not copies of the seed', () => {
    const titles = new Set(products.map((product) => product.title));
    expect(share(titles.size, SAMPLE)).toBeGreaterThanOrEqual(0.9);
    const seedTitles = new Set(generateCatalog().products.map((product) => product.title));
    expect(share(products.filter((product) => seedTitles.has(product.title)).length, SAMPLE)).toBeLessThan(0.02);
    for (const category of PHYSICAL_CATEGORIES) {
      expect(share(physical.filter((product) => product.categoryName === category.name).length, physical.length)).toBeGreaterThan(0.05);
    }
  });

  it('has hoodies and headphones, so the typos "hodie" and "headphnes" find some', () => {
    const hoodies = physical.filter((product) => /\bHoodie\b/.test(product.title));
    expect(hoodies.length).toBeGreaterThan(10);
    expect(new Set(hoodies.map((product) => product.categoryName))).toEqual(new Set(['Fashion', 'Activewear']));
    expect(physical.filter((product) => product.categoryName === 'Electronics' && /\bHeadphones\b/.test(product.title)).length).toBeGreaterThan(10);
  });

  it('writes descriptions of two or three sentences, varied', () => {
    // The title may hold a full stop of its own ("No. 5", "Bramble & Co.").
    const sentenceCounts = new Set(physical.map((product) => product.description.replaceAll(product.title, 'Title').split(/(?<=[.!?])\s+/).length));
    expect([...sentenceCounts].sort()).toEqual([2, 3]);
    expect(share(new Set(physical.map((product) => product.description)).size, physical.length)).toBeGreaterThan(0.9);
  });

  it('prices mostly from 16.95 to 350, some cheaper and dearer, spread over many amounts', () => {
    const prices = physical.map((product) => Number(product.price));
    expect(share(prices.filter((price) => price >= 16.95 && price <= 350).length, prices.length)).toBeGreaterThan(0.85);
    expect(Math.min(...prices)).toBeGreaterThanOrEqual(5);
    expect(Math.min(...prices)).toBeLessThan(16.95);
    expect(Math.max(...prices)).toBeGreaterThan(350);
    expect(Math.max(...prices)).toBeLessThanOrEqual(900);
    expect(new Set(prices).size).toBeGreaterThan(500);
  });

  it('puts about a quarter on sale with an old price above the price, and about 92% in stock', () => {
    const onSale = physical.filter((product) => product.isOnSale);
    expect(share(onSale.length, physical.length)).toBeGreaterThan(0.2);
    expect(share(onSale.length, physical.length)).toBeLessThan(0.3);
    const wrong = physical.filter((product) =>
      product.isOnSale
        ? !(toMinorUnits(product.oldPrice!) > toMinorUnits(product.price)) || product.saleBadge !== `-${product.discountPercent}%`
        : product.oldPrice !== null || product.discountPercent !== null,
    );
    expect(wrong).toEqual([]);
    const inStock = share(physical.filter((product) => product.inStock).length, physical.length);
    expect(inStock).toBeGreaterThan(0.89);
    expect(inStock).toBeLessThan(0.95);
  });

  it('fills brands, colours and sizes as the seed does', () => {
    const branded = physical.filter((product) => categoryByName(product.categoryName)!.branded);
    const withBrand = share(branded.filter((product) => product.filterBrands!.length === 1).length, branded.length);
    expect(withBrand).toBeGreaterThan(0.65);
    expect(withBrand).toBeLessThan(0.75);
    // Each product's departures from the seed's shapes, collected: one expect per product would take seconds.
    const problems: string[] = [];
    const check = (id: number, ok: boolean, what: string) => ok || problems.push(`${id}: ${what}`);
    const slugs = new Map(PRODUCT_COLORS.map((color) => [color.name, color.slug]));
    for (const product of physical) {
      const id = product.id!;
      const category = categoryByName(product.categoryName)!;
      const colors = product.colors!;
      check(
        id,
        product.filterBrands!.every((brand) => (BRANDS as readonly string[]).includes(brand)),
        'a listed brand',
      );
      check(id, category.branded || product.filterBrands!.length === 0, 'no brand outside branded categories');
      check(id, category.colored ? colors.length >= 2 && colors.length <= 3 : colors.length === 0, 'two or three colours in coloured categories');
      for (const color of colors) {
        check(id, slugs.has(color.name) && color.imgSrc === productPictureUrl(id, 'front', PICTURE_SIZE, slugs.get(color.name)!), `colour ${color.name}`);
      }
      check(id, JSON.stringify(product.filterColors) === JSON.stringify(colors.map((color) => color.name)), 'filterColors');
      const apparel = category.sizing === 'apparel';
      check(
        id,
        JSON.stringify(product.sizes) ===
          JSON.stringify(apparel ? ['S', 'M', 'L', 'XL'] : category.sizing === 'weight' ? ['2 lb', '5 lb', '25 lb', '50 lb'] : null),
        'sizes',
      );
      check(id, apparel ? product.filterSizes!.length >= 3 : product.filterSizes!.length === 0, 'filterSizes');
      check(
        id,
        product.tabFilterOptions2!.every((tab) => category.tabs.includes(tab)),
        'a tab of its category',
      );
      check(id, product.available! >= 30 && product.available! <= 50 && product.sold! >= 50 && product.sold! <= 70, 'stock figures');
      check(id, product.reviewCount! >= 0 && product.reviewCount! <= 240 && product.rating! >= 2 && product.rating! <= 5, 'reviews');
      check(id, product.imageUrl === productPictureUrl(id, 'front', PICTURE_SIZE) && product.featuredRank === null, 'picture, not featured');
      check(id, generated[id - SEED_PRODUCT_COUNT - 1].prices.length === 0, 'no license tiers');
    }
    expect(problems).toEqual([]);
  });

  it('makes about 3% digital audio packs, each under three license tiers with NGN at 750 per USD exactly', () => {
    expect(share(digital.length, SAMPLE)).toBeGreaterThan(0.02);
    expect(share(digital.length, SAMPLE)).toBeLessThan(0.04);
    const standardPrices = new Set<string>();
    for (const { product, prices } of digital) {
      expect(prices.map((price) => price.licenseType)).toEqual(['Standard', 'Extended', 'Premium']);
      const [standard, extended, premium] = prices.map((price) => toMinorUnits(price.usdAmount));
      for (const price of prices) {
        expect(price.productId).toBe(product.id);
        expect(toMinorUnits(price.ngnAmount)).toBe(toMinorUnits(price.usdAmount) * 750);
      }
      expect(standard).toBeGreaterThanOrEqual(999);
      expect(standard).toBeLessThanOrEqual(4999);
      expect(extended / standard).toBeCloseTo(5, 0);
      expect(premium / standard).toBeCloseTo(12, 0);
      expect(product.price).toBe(prices[0].usdAmount);
      expect(product.sampleUrl).toBe(`/media/audio/${product.id}.wav`);
      expect(product.title).toMatch(/^\S+ \S+ — .+/);
      expect(product.isOnSale).toBe(false);
      standardPrices.add(prices[0].usdAmount);
    }
    expect(standardPrices.size).toBeGreaterThan(5);
  });
});
