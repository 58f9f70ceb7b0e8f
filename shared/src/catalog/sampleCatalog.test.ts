import { hasLicenses } from '../license/licensePrice';
import { cardPrice } from '../license/licensePrice';
import { loadSampleCatalog } from './loadSampleCatalog';
import { SAMPLE_PRODUCTS } from './sampleCatalog';

describe('sample catalogue', () => {
  it('is small, with unique ids, and includes two licensed digital products', () => {
    expect(SAMPLE_PRODUCTS.length).toBeGreaterThanOrEqual(10);
    expect(new Set(SAMPLE_PRODUCTS.map((p) => p.id)).size).toBe(SAMPLE_PRODUCTS.length);
    expect(SAMPLE_PRODUCTS.filter(hasLicenses)).toHaveLength(2);
  });

  it('prices every product', () => {
    for (const product of SAMPLE_PRODUCTS) expect(cardPrice(product, 'USD')).not.toBe('');
  });

  it('loads once, however often it is asked for', async () => {
    const first = loadSampleCatalog();
    expect(loadSampleCatalog()).toBe(first);
    await expect(first).resolves.toBe(SAMPLE_PRODUCTS);
  });
});
