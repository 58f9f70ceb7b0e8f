import { PHYSICAL_CATEGORIES, PRODUCT_COLORS } from './categories';
import { FEATURED_PRODUCT_IDS, generateCatalog } from './generateCatalog';

const catalog = generateCatalog();
const physical = catalog.products.filter((product) => product.categoryName !== 'Digital Audio');

describe('generateCatalog', () => {
  it('is the same on every run', () => {
    expect(generateCatalog()).toEqual(catalog);
  });

  it('spreads products 1-340 evenly over the fourteen sample categories', () => {
    expect(physical).toHaveLength(340);
    for (const category of PHYSICAL_CATEGORIES) {
      const count = physical.filter((product) => product.categoryName === category.name).length;
      expect(count === 24 || count === 25).toBe(true);
    }
  });

  it('prices physical products from 16.95 to 350, mostly 59.99-219.99, without license rows', () => {
    const prices = physical.map((product) => Number(product.price));
    expect(Math.min(...prices)).toBeGreaterThanOrEqual(16.95);
    expect(Math.max(...prices)).toBeLessThanOrEqual(350);
    const usual = prices.filter((price) => price >= 59.99 && price <= 219.99);
    expect(usual.length / prices.length).toBeGreaterThan(0.7);
    const licensed = new Set(catalog.prices.map((price) => price.productId));
    expect(physical.some((product) => licensed.has(product.id!))).toBe(false);
  });

  it('gives every sale item an old price above its price, and only sale items', () => {
    for (const product of physical) {
      if (product.isOnSale) expect(Number(product.oldPrice)).toBeGreaterThan(Number(product.price));
      else expect(product.oldPrice).toBeNull();
    }
  });

  it('prices every digital product under Standard, Extended and Premium (SPEC §3)', () => {
    const digital = catalog.products.filter((product) => product.categoryName === 'Digital Audio');
    expect(digital.map((product) => product.id)).toEqual(Array.from({ length: 24 }, (_, i) => 341 + i));
    for (const product of digital) {
      expect(catalog.prices.filter((price) => price.productId === product.id)).toEqual([
        { productId: product.id, licenseType: 'Standard', usdAmount: '29.99', ngnAmount: '22499.25' },
        { productId: product.id, licenseType: 'Extended', usdAmount: '199.99', ngnAmount: '149999.25' },
        { productId: product.id, licenseType: 'Premium', usdAmount: '499.99', ngnAmount: '374999.25' },
      ]);
    }
  });

  it('uses only the listed colours, with stock figures in the sample ranges', () => {
    const colorNames = PRODUCT_COLORS.map((color) => color.name);
    for (const product of physical) {
      for (const color of product.colors ?? []) expect(colorNames).toContain(color.name);
      expect(product.available).toBeGreaterThanOrEqual(30);
      expect(product.available).toBeLessThanOrEqual(50);
      expect(product.sold).toBeGreaterThanOrEqual(50);
      expect(product.sold).toBeLessThanOrEqual(70);
      expect(product.progressBar).toBeGreaterThanOrEqual(60);
      expect(product.progressBar).toBeLessThanOrEqual(80);
    }
  });

  it('keeps products 1-3 (the default wishlist and compare ids) and the featured ones in stock', () => {
    const inStock = new Map(catalog.products.map((product) => [product.id, product.inStock]));
    for (const id of [1, 2, 3, ...FEATURED_PRODUCT_IDS]) expect(inStock.get(id)).toBe(true);
  });

  it('gives apparel S-XL sizes and pet and food products weights', () => {
    const fashion = physical.find((product) => product.categoryName === 'Fashion')!;
    expect(fashion.sizes).toEqual(['S', 'M', 'L', 'XL']);
    const food = physical.find((product) => product.categoryName === 'Food')!;
    expect(food.sizes).toEqual(['2 lb', '5 lb', '25 lb', '50 lb']);
    expect(physical.some((product) => product.addToCartLabel === 'Quick Add')).toBe(true);
  });
});
