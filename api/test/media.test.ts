// GET /media/…: drawn product pictures, banners and hero, generated illustrations and audio samples, cacheable
// forever, with the right content types.
import './support/nativeEsmPackages';
import sharp from 'sharp';
import { APP_START_TIMEOUT_MS, type TestApp, startTestApp } from './support/testApp';

const FOREVER = 'public, max-age=31536000, immutable';
let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
}, APP_START_TIMEOUT_MS);
afterAll(() => testApp?.close());

const get = (url: string, headers: Record<string, string> = {}) => testApp.app.inject({ url, headers });

/** Asserts a WebP of the given size, served for a year, and returns it. */
async function expectWebp(url: string, width: number, height: number): Promise<Buffer> {
  const response = await get(url);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('image/webp');
  expect(response.headers['cache-control']).toBe(FOREVER);
  const bytes = response.rawPayload;
  expect(bytes.subarray(0, 4).toString('ascii')).toBe('RIFF');
  expect(bytes.subarray(8, 12).toString('ascii')).toBe('WEBP');
  const metadata = await sharp(bytes).metadata();
  expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({ format: 'webp', width, height });
  return bytes;
}

/** How many distinct colours a small copy of the picture has: a drawn, shaded object has hundreds; a flat tile few. */
async function colourCount(bytes: Buffer): Promise<number> {
  const { data } = await sharp(bytes).resize(64, 64).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const colours = new Set<number>();
  for (let i = 0; i < data.length; i += 3) colours.add((data[i] << 16) | (data[i + 1] << 8) | data[i + 2]);
  return colours.size;
}

describe('product pictures', () => {
  it('gives every product a gallery of three drawn views, each a WebP at 800, 400 and 160 px', async () => {
    const product = (await get('/api/v1/web/products/12')).json();
    expect(product.image_url).toBe('/media/products/12/front-800.webp');
    expect(product.imgHoverSrc).toBe('/media/products/12/back-800.webp');
    expect([product.width, product.height]).toEqual([800, 800]);
    expect(product.images.map((image: { label: string }) => image.label)).toEqual(['Front', 'Side', 'Close-up']);
    const views: Buffer[] = [];
    for (const image of product.images as { src: string; srcSet: string; thumbSrc: string }[]) {
      views.push(await expectWebp(image.src, 800, 800));
      expect(await colourCount(views.at(-1)!)).toBeGreaterThan(200);
      const candidates = image.srcSet.split(', ').map((candidate) => candidate.split(' '));
      expect(candidates.map(([, width]) => width)).toEqual(['800w', '400w', '160w']);
      await expectWebp(candidates[1][0], 400, 400);
      await expectWebp(image.thumbSrc, 160, 160);
    }
    expect(new Set(views.map((view) => view.toString('base64'))).size).toBe(3);
  });

  it('shows a garment from the back, and is the same picture on every request', async () => {
    const tee = (await get('/api/v1/web/products/1')).json();
    expect(tee.category_name).toBe('Fashion');
    expect(tee.images[1].label).toBe('Back');
    const first = await expectWebp('/media/products/1/back-400.webp', 400, 400);
    expect((await get('/media/products/1/back-400.webp')).rawPayload.equals(first)).toBe(true);
  });

  it('draws a colour variant in that colour', async () => {
    const red = await sharp((await get('/media/products/1/front-red-160.webp')).rawPayload)
      .resize(1, 1, { position: 'centre' })
      .raw()
      .toBuffer();
    const blue = await sharp((await get('/media/products/1/front-dark-blue-160.webp')).rawPayload)
      .resize(1, 1)
      .raw()
      .toBuffer();
    expect(red.equals(blue)).toBe(false);
    const product = (await get('/api/v1/web/products/1')).json();
    for (const color of product.colors) expect(color.imgSrc).toMatch(/^\/media\/products\/1\/front-[a-z-]+-800\.webp$/);
    await expectWebp(product.colors[0].imgSrc, 800, 800);
  });

  it('keeps the pictures in the file store, made on first request', async () => {
    const files = testApp.app.fulfilment.files;
    const key = 'pictures/v1/products/13/detail-400.webp';
    expect(await files.size(key)).toBeNull();
    const served = await expectWebp('/media/products/13/detail-400.webp', 400, 400);
    expect(await files.size(key)).toBe(served.length);
    // All widths of the view are made together.
    expect(await files.size('pictures/v1/products/13/detail-160.webp')).not.toBeNull();
  });

  it('makes the missing pictures in the background until told to stop', async () => {
    let asked = 0;
    const made = await testApp.app.pictures.prepareAll(() => asked++ >= 2);
    expect(made).toBe(2);
    expect(await testApp.app.fulfilment.files.size('pictures/v1/hero-1200.webp')).not.toBeNull();
  });

  it.each([
    '/media/products/9999/front-800.webp',
    '/media/products/12/top-800.webp',
    '/media/products/12/front-801.webp',
    '/media/products/12/front-chartreuse-800.webp',
    '/media/products/12/front-800.png',
    '/media/products/0/front-800.webp',
    '/media/products/abc/front-800.webp',
  ])('%s is a JSON 404', async (url) => {
    const response = await get(url, { accept: 'text/html' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Media not found' });
  });
});

describe('home pictures', () => {
  it('draws every category banner as a picture without its name', async () => {
    const categories: { image_url: string }[] = (await get('/api/v1/web/product_categories')).json();
    expect(categories).toContainEqual({ name: 'Sneakers', image_url: '/media/categories/sneakers-600.webp' });
    for (const category of categories.slice(0, 3)) expect(await colourCount(await expectWebp(category.image_url, 600, 400))).toBeGreaterThan(100);
    await expectWebp('/media/categories/sneakers-1200.webp', 1200, 800);
    expect((await get('/media/categories/nowhere-600.webp')).statusCode).toBe(404);
  });

  it('draws the hero at two widths', async () => {
    await expectWebp('/media/hero-1200.webp', 1200, 900);
    await expectWebp('/media/hero-600.webp', 600, 450);
    expect((await get('/media/hero-700.webp')).statusCode).toBe(404);
  });
});

describe('product illustrations (SVG, still served for links already shared)', () => {
  it.each(['/media/products/12.svg', '/media/products/12-hover.svg', '/media/products/1-light-blue.svg'])('%s is an SVG cached for a year', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe(FOREVER);
    expect(response.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="600" height="600"/);
    expect(response.rawPayload.length).toBeLessThan(100_000);
  });

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
  it('still draws the SVG banner', async () => {
    const response = await get('/media/categories/camping.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
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
  it('plays a WAV preview of at least 15 s at 22.05 kHz or better for a digital product', async () => {
    const response = await get('/media/audio/341.wav');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('audio/wav');
    expect(response.headers['cache-control']).toBe(FOREVER);
    expect(response.headers['accept-ranges']).toBe('bytes');
    const wav = response.rawPayload;
    expect(wav.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(wav.subarray(8, 12).toString('ascii')).toBe('WAVE');
    expect(wav.subarray(36, 40).toString('ascii')).toBe('data');
    const sampleRate = wav.readUInt32LE(24);
    const byteRate = wav.readUInt32LE(28);
    expect(sampleRate).toBeGreaterThanOrEqual(22_050);
    expect(wav.readUInt16LE(34)).toBeGreaterThanOrEqual(16);
    expect(wav.readUInt32LE(40) / byteRate).toBeGreaterThanOrEqual(15);
    expect(wav.length).toBe(44 + wav.readUInt32LE(40));
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
