import { cardPrice, hasLicenses, oldPriceAmount } from '../license/licensePrice';
import { loadSampleCatalog } from './loadSampleCatalog';
import { SAMPLE_PRODUCTS } from './sampleCatalog';

describe('sample catalogue', () => {
  it('is small, with unique ids, and includes two licensed digital products', () => {
    expect(SAMPLE_PRODUCTS.length).toBeGreaterThanOrEqual(10);
    expect(new Set(SAMPLE_PRODUCTS.map((p) => p.id)).size).toBe(SAMPLE_PRODUCTS.length);
    expect(SAMPLE_PRODUCTS.filter(hasLicenses)).toHaveLength(2);
  });

  it('prices every product in every currency, as the shop writes its prices', () => {
    for (const product of SAMPLE_PRODUCTS) {
      expect(cardPrice(product, 'USD')).not.toBe('');
      expect(cardPrice(product, 'NGN')).not.toBe('');
    }
    const dress = SAMPLE_PRODUCTS.find((product) => product.title === 'Linen Summer Dress')!;
    expect([cardPrice(dress, 'NGN'), oldPriceAmount(dress, 'NGN')]).toEqual(['₦59,992.50', 74242.5]);
  });

  it("shows a licensed product's Standard tier, in its amounts as in its tiers", () => {
    for (const product of SAMPLE_PRODUCTS.filter(hasLicenses)) {
      expect(product.amounts?.USD?.price).toBe(29.99);
      expect(product.amounts?.NGN?.price).toBe(22499.25);
    }
  });

  it('loads once, however often it is asked for', async () => {
    const first = loadSampleCatalog();
    expect(loadSampleCatalog()).toBe(first);
    await expect(first).resolves.toBe(SAMPLE_PRODUCTS);
  });
});
