import '../../test/support/nativeEsmPackages';
import { onlyCatalogueReads } from './catalogueReads';

const get = (path: string, status = 200) => ({ method: 'GET', path, status });

describe('onlyCatalogueReads', () => {
  it('accepts a render that fetched nothing or only the catalogue (a hidden product’s 404 included)', () => {
    expect(onlyCatalogueReads([])).toBe(true);
    expect(
      onlyCatalogueReads([
        get('/api/v1/web/products'),
        get('/api/v1/web/products/341'),
        get('/api/v1/web/products/9', 404),
        get('/api/v1/web/featured_products'),
        get('/api/v1/web/product_categories'),
        get('/api/v1/web/catalog?category=Fashion&page=2'),
        get('/api/v1/web/search?q=lamp'),
        get('/api/v1/web/products/341/related'),
      ]),
    ).toBe(true);
  });

  it('refuses any other endpoint, a write, a failed answer, or a path that only starts like a catalogue one', () => {
    expect(onlyCatalogueReads([get('/api/v1/web/products'), get('/api/v1/web/orders/ord_1')])).toBe(false);
    expect(onlyCatalogueReads([get('/api/v1/web/verify_payment?reference=r1')])).toBe(false);
    expect(onlyCatalogueReads([{ method: 'POST', path: '/api/v1/web/products', status: 200 }])).toBe(false);
    expect(onlyCatalogueReads([get('/api/v1/web/products', 500)])).toBe(false);
    expect(onlyCatalogueReads([get('/api/v1/web/products/1/reviews')])).toBe(false);
    expect(onlyCatalogueReads([get('/api/v1/web/productsx')])).toBe(false);
    expect(onlyCatalogueReads([get('/api/v1/web/catalogue')])).toBe(false);
    expect(onlyCatalogueReads([get('/api/v1/admin/products')])).toBe(false);
  });
});
