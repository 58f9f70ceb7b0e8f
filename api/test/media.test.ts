// GET /media/…: generated illustrations and audio samples, cacheable forever, with the right content types.
import './support/nativeEsmPackages';
import { APP_START_TIMEOUT_MS, type TestApp, startTestApp } from './support/testApp';

const FOREVER = 'public, max-age=31536000, immutable';
let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
}, APP_START_TIMEOUT_MS);
afterAll(() => testApp?.close());

const get = (url: string, headers: Record<string, string> = {}) => testApp.app.inject({ url, headers });

describe('product images', () => {
  it.each(['/media/products/12.svg', '/media/products/12-hover.svg', '/media/products/1-light-blue.svg'])(
    '%s is an SVG cached for a year',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(response.headers['cache-control']).toBe(FOREVER);
      expect(response.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="600" height="600"/);
      expect(response.rawPayload.length).toBeLessThan(100_000);
    },
  );

  it('names the product and is the same on every request', async () => {
    const product = (await get('/api/v1/web/products/12')).json();
    const first = await get('/media/products/12.svg');
    expect(first.body).toContain(`aria-label="${product.title}"`);
    expect((await get('/media/products/12.svg')).body).toBe(first.body);
    expect((await get('/media/products/12-hover.svg')).body).not.toBe(first.body);
  });

  it.each(['/media/products/9999.svg', '/media/products/12-chartreuse.svg', '/media/products/abc.svg', '/media/products/12.png'])(
    '%s is a JSON 404',
    async (url) => {
      const response = await get(url, { accept: 'text/html' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Media not found' });
    },
  );
});

describe('category images and the placeholder', () => {
  it('draws every category banner', async () => {
    const categories: { image_url: string }[] = (await get('/api/v1/web/product_categories')).json();
    for (const category of categories) {
      const response = await get(category.image_url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    }
  });

  it('serves the placeholder', async () => {
    const response = await get('/media/placeholder.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe(FOREVER);
  });
});

describe('payment logos', () => {
  it.each([
    ['paystack', 'paystack'],
    ['paypal', 'PayPal'],
    ['stripe', 'stripe'],
  ])('serves a generated %s wordmark at the path the shared constants use', async (id, label) => {
    const response = await get(`/media/payments/${id}.svg`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe(FOREVER);
    expect(response.body).toContain(`aria-label="${label}"`);
    expect(response.body).toContain(`>${label}</text>`);
  });

  it('answers 404 for other names', async () => {
    expect((await get('/media/payments/visa.svg')).statusCode).toBe(404);
    expect((await get('/media/payments/paypal.png')).statusCode).toBe(404);
  });
});

describe('audio samples', () => {
  it('plays a short WAV for a digital product', async () => {
    const response = await get('/media/audio/341.wav');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('audio/wav');
    expect(response.headers['cache-control']).toBe(FOREVER);
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.rawPayload.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(response.rawPayload.length).toBeLessThan(100_000);
  });

  it('answers byte ranges, as media players ask', async () => {
    const response = await get('/media/audio/341.wav', { range: 'bytes=0-99' });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toMatch(/^bytes 0-99\/\d+$/);
    expect(response.rawPayload).toHaveLength(100);
    const unsatisfiable = await get('/media/audio/341.wav', { range: 'bytes=999999-' });
    expect(unsatisfiable.statusCode).toBe(416);
  });

  it('has no sample for a physical product', async () => {
    expect((await get('/media/audio/12.wav')).statusCode).toBe(404);
  });
});
