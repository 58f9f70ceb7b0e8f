// Downloads of a paid order: a real sandbox payment, then the download link it grants — the file
// with its headers, ranges, the use limit (also under concurrent requests), expiry, refund, renewal, the
// certificate, and tokens that are forged, truncated or altered.
import './support/nativeEsmPackages';
import { eq, sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { deliverables, downloadEvents, downloadLinks, entitlements } from '../src/db/schema';
import type { Delivery } from '../src/fulfilment/deliveries';
import { refundOrder } from '../src/orders/refundOrder';
import { NOT_YOUR_ORDER } from '../src/orders/orderProof';
import { BUYER_EMAIL, paySandboxOrder, placeSandboxOrder } from './support/sandboxOrder';
import { APP_START_TIMEOUT_MS, type TestApp, startTestApp } from './support/testApp';

let testApp: TestApp;
// Each test pays for an order first; the first download of a product also makes its deliverable.
jest.setTimeout(30_000);

beforeAll(async () => {
  testApp = await startTestApp({ publicBaseUrl: 'https://shop.example', rateLimit: { max: 10_000, timeWindowMs: 60_000 } });
}, APP_START_TIMEOUT_MS);
afterAll(() => testApp?.close());

const pathOf = (url: string) => new URL(url).pathname;
const download = (url: string, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  testApp.app.inject({ url: pathOf(url), headers, remoteAddress });

/** The order proof each order's buyer holds (the cookie its placement set), by order id. */
const proofs = new Map<string, string>();

async function paidDeliveries(): Promise<{ orderId: string; deliveries: Delivery[] }> {
  const { orderId, verified, proof } = await paySandboxOrder(testApp.app);
  proofs.set(orderId, proof);
  return { orderId, deliveries: verified.order.deliveries };
}

const renew = (orderId: string, line: number | string, cookie: string | null = proofs.get(orderId) ?? null) =>
  testApp.app.inject({
    method: 'POST',
    url: `/api/v1/web/orders/${orderId}/downloads/${line}/renew`,
    headers: cookie === null ? {} : { cookie },
  });

describe('a download link of a paid order', () => {
  it('serves the ZIP with its name, length and type, 5 times, then answers 410 saying why', async () => {
    const { deliveries } = await paidDeliveries();
    const [premium] = deliveries;
    expect(premium.download.url).toMatch(/^https:\/\/shop\.example\/api\/v1\/web\/downloads\/[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
    expect(premium.download.filename).toBe('golden-hour-lo-fi-beat-pack-premium.zip');

    for (let i = 1; i <= 5; i += 1) {
      const response = await download(premium.download.url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/zip');
      expect(response.headers['content-disposition']).toBe('attachment; filename="golden-hour-lo-fi-beat-pack-premium.zip"');
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      expect(response.rawPayload.length).toBe(premium.download.size_bytes);
      expect(response.headers['cache-control']).toBe('no-store');
      if (i === 1) {
        const entries = unzipSync(new Uint8Array(response.rawPayload));
        expect(Object.keys(entries).sort()).toEqual(['LICENSE.txt', 'golden-hour-lo-fi-beat-pack.wav']);
      }
    }
    const sixth = await download(premium.download.url);
    expect(sixth.statusCode).toBe(410);
    expect(sixth.json()).toEqual({ message: 'This download link has been used the maximum number of times.' });
  });

  it('never lets concurrent requests pass the limit', async () => {
    const [premium] = (await paidDeliveries()).deliveries;
    const responses = await Promise.all(Array.from({ length: 12 }, () => download(premium.download.url)));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 410)).toHaveLength(7);
  });

  it('answers a Range with 206 and exactly those bytes; ranges resuming the client’s counted download are free', async () => {
    const { orderId, deliveries } = await paidDeliveries();
    const [premium] = deliveries;
    const whole = (await download(premium.download.url)).rawPayload;
    const size = whole.length;

    const middle = await download(premium.download.url, { range: 'bytes=100-1099' });
    expect(middle.statusCode).toBe(206);
    expect(middle.headers['content-range']).toBe(`bytes 100-1099/${size}`);
    expect(middle.headers['content-length']).toBe('1000');
    expect(middle.rawPayload.equals(whole.subarray(100, 1100))).toBe(true);

    const tail = await download(premium.download.url, { range: 'bytes=-10' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(whole.subarray(size - 10))).toBe(true);

    const start = await download(premium.download.url, { range: 'bytes=0-3' });
    expect(start.statusCode).toBe(206);
    expect(start.rawPayload.toString('latin1')).toBe('PK\u0003\u0004');

    const beyond = await download(premium.download.url, { range: `bytes=${size}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${size}`);
    expect(beyond.json().message).toBe('The requested range is outside the file.');

    const owner = await lookup(orderId);
    // The whole download counted; the ranges the same client fetched after it, and the refused one, did not.
    expect(owner.json().order.deliveries[0].download.downloads_left).toBe(4);
  });

  it('counts ranges once per client: whole-file-but-one-byte copies, parallel ranges and resumptions stay within the limit', async () => {
    const { orderId, deliveries } = await paidDeliveries();
    const [premium] = deliveries;
    const left = async () => (await lookup(orderId)).json().order.deliveries[0].download.downloads_left;

    // Three "Range: bytes=1-" copies from one client: one download.
    for (let i = 0; i < 3; i += 1) expect((await download(premium.download.url, { range: 'bytes=1-' }, '10.0.0.1')).statusCode).toBe(206);
    expect(await left()).toBe(4);
    // Twenty parallel ranges from one new client: one more.
    const burst = await Promise.all(Array.from({ length: 20 }, () => download(premium.download.url, { range: 'bytes=1-' }, '10.0.0.2')));
    expect(burst.every((response) => response.statusCode === 206)).toBe(true);
    expect(await left()).toBe(3);
    // Twenty parallel ranges from twenty clients: only the three downloads left are served.
    const spread = await Promise.all(Array.from({ length: 20 }, (_, n) => download(premium.download.url, { range: 'bytes=1-' }, `10.0.1.${n}`)));
    expect(spread.filter((response) => response.statusCode === 206)).toHaveLength(3);
    expect(spread.filter((response) => response.statusCode === 410)).toHaveLength(17);
    expect(await left()).toBe(0);
    // A client whose download counted may still resume it; nobody else may, and a whole file is refused to all.
    expect((await download(premium.download.url, { range: 'bytes=500-' }, '10.0.0.1')).statusCode).toBe(206);
    expect((await download(premium.download.url, { range: 'bytes=500-' }, '10.0.9.9')).statusCode).toBe(410);
    expect((await download(premium.download.url, {}, '10.0.0.1')).statusCode).toBe(410);
    // Resuming is for a download in progress: an hour later the same client's range is a new download, refused here.
    await testApp.app.db
      .update(downloadEvents)
      .set({ at: sql`now() - interval '2 hours'` })
      .where(eq(downloadEvents.orderId, orderId));
    expect((await download(premium.download.url, { range: 'bytes=500-' }, '10.0.0.1')).statusCode).toBe(410);
  });

  it('answers 410 once it has expired', async () => {
    const { orderId, deliveries } = await paidDeliveries();
    const [, standard] = deliveries;
    const [entitlement] = await testApp.app.db.select().from(entitlements).where(eq(entitlements.licenseKey, standard.license_key));
    await testApp.app.db
      .update(downloadLinks)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(downloadLinks.entitlementId, entitlement.id));
    const response = await download(standard.download.url);
    expect(response.statusCode).toBe(410);
    expect(response.json()).toEqual({ message: 'This download link has expired.' });
    expect((await lookup(orderId)).json().order.deliveries[1].download.state).toBe('expired');
  });

  it('answers 410 after a refund, for the file and the certificate', async () => {
    const { orderId, deliveries } = await paidDeliveries();
    expect(await refundOrder(testApp.app.db, testApp.app.orderLifecycle, orderId)).toBe('refunded');
    for (const delivery of deliveries) {
      for (const url of [delivery.download.url, delivery.certificate_url]) {
        const response = await download(url);
        expect(response.statusCode).toBe(410);
        expect(response.json()).toEqual({ message: 'This purchase was refunded, so its downloads are no longer available.' });
      }
    }
    const after = (await lookup(orderId)).json().order;
    expect(after.status).toBe('refunded');
    expect(after.deliveries.map((delivery: Delivery) => [delivery.status, delivery.download.state, delivery.can_renew])).toEqual([
      ['revoked', 'revoked', false],
      ['revoked', 'revoked', false],
    ]);
    expect((await renew(orderId, 1)).statusCode).toBe(410);
  });
});

describe('tokens that are not a valid link', () => {
  it.each([
    ['forged with another key', (token: string) => `${token.split('.')[0]}.${'A'.repeat(43)}`],
    ['truncated', (token: string) => token.slice(0, -1)],
    ['cut to the link id', (token: string) => token.split('.')[0]],
    ['altered', (token: string) => `${token.slice(0, 5)}${token[5] === 'x' ? 'y' : 'x'}${token.slice(6)}`],
    ['extended', (token: string) => `${token}.x`],
    ['empty-ish', () => '.'],
    ['of another shape', () => 'a'.repeat(90)],
    ['full of odd characters', () => '%00..%2F%E2%80%8B%20%F0%9F%98%80'],
  ])('answer 404 with a message when %s, for the file and the certificate', async (_case, tamper) => {
    const [premium] = (await paidDeliveries()).deliveries;
    const token = premium.download.url.split('/').pop()!;
    for (const suffix of ['', '/certificate.pdf']) {
      const response = await testApp.app.inject(`/api/v1/web/downloads/${tamper(token)}${suffix}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'This download link is not valid.' });
    }
  });

  it('answer another 4xx with a message when the path itself is unusable (too long, broken percent-encoding)', async () => {
    const long = await testApp.app.inject(`/api/v1/web/downloads/${'a'.repeat(4000)}`);
    expect(long.statusCode).toBe(414);
    expect(typeof long.json().message).toBe('string');
    const broken = await testApp.app.inject('/api/v1/web/downloads/%ff%F0%9F');
    expect(broken.statusCode).toBe(400);
    expect(typeof broken.json().message).toBe('string');
  });

  it('answer 404 for a link whose stored hash does not match (a token re-signed for a removed link)', async () => {
    const [premium] = (await paidDeliveries()).deliveries;
    const token = premium.download.url.split('/').pop()!;
    await testApp.app.db
      .update(downloadLinks)
      .set({ tokenHash: '0'.repeat(64) })
      .where(eq(downloadLinks.id, token.split('.')[0]));
    expect((await testApp.app.inject(`/api/v1/web/downloads/${token}`)).statusCode).toBe(404);
  });

  it('are never answered by HEAD, which would count a download', async () => {
    const [premium] = (await paidDeliveries()).deliveries;
    const response = await testApp.app.inject({ method: 'HEAD', url: pathOf(premium.download.url) });
    expect(response.statusCode).toBe(404);
  });
});

describe('the license certificate', () => {
  it('is a PDF naming the product, tier and key; it is not counted as a download', async () => {
    const { orderId, deliveries } = await paidDeliveries();
    const [premium] = deliveries;
    const response = await download(premium.certificate_url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="license-${premium.license_key}.pdf"`);
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdf = await PDFDocument.load(new Uint8Array(response.rawPayload));
    expect(pdf.getSubject()).toBe(`License key ${premium.license_key}`);
    expect(pdf.getKeywords()).toBe(`${premium.license_key} Premium ${orderId}`);
    expect(pdf.getTitle()).toBe('License certificate — Golden Hour — Lo-Fi Beat Pack');
    expect((await lookup(orderId)).json().order.deliveries[0].download.downloads_left).toBe(5);
  });
});

describe('renewing a download link', () => {
  it('gives the buyer a fresh link; the old one expires at once; renewals run out with 409', async () => {
    const { orderId, deliveries } = await paidDeliveries();
    const [premium] = deliveries;
    await download(premium.download.url);

    const renewed = await renew(orderId, 1);
    expect(renewed.statusCode).toBe(201);
    const { delivery } = renewed.json();
    expect(delivery).toMatchObject({ line_number: 1, license_key: premium.license_key, status: 'active', can_renew: true });
    expect(delivery.download).toMatchObject({ downloads_left: 5, state: 'active' });
    expect(delivery.download.url).not.toBe(premium.download.url);
    expect(new Date(delivery.download.expires_at).getTime()).toBeGreaterThan(Date.now() + 6.9 * 86_400_000);
    expect((await download(premium.download.url)).json()).toEqual({ message: 'This download link has expired.' });
    expect((await download(delivery.download.url)).statusCode).toBe(200);

    expect((await renew(orderId, 1)).statusCode).toBe(201);
    const last = await renew(orderId, 1);
    expect(last.statusCode).toBe(201);
    expect(last.json().delivery.can_renew).toBe(false);
    const refused = await renew(orderId, 1);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('No fresh download link is left for this purchase. Please contact us.');
    // The last fresh link still works.
    expect((await download(last.json().delivery.download.url)).statusCode).toBe(200);
  });

  it('is refused without the order proof, even with the e-mail (403), for lines without a download (404) and for unpaid orders (409)', async () => {
    const { orderId } = await paidDeliveries();
    const byEmail = await testApp.app.inject({
      method: 'POST',
      url: `/api/v1/web/orders/${orderId}/downloads/1/renew`,
      headers: { 'x-order-email': BUYER_EMAIL },
    });
    expect(byEmail.statusCode).toBe(403);
    expect(byEmail.json()).toEqual({ success: false, message: NOT_YOUR_ORDER });
    expect((await renew(orderId, 1, null)).statusCode).toBe(403);
    for (const line of [2, 9, 0, 'x', '1e3']) {
      const response = await renew(orderId, line);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('This order has no download on that line.');
    }
    // Another order's proof is no proof of this one.
    expect((await renew('4b0c3c9e-3f8f-4a7e-9d1c-2f1f6a0e8b11', 1, proofs.get(orderId)!)).statusCode).toBe(403);

    const unpaid = await placeSandboxOrder(testApp.app);
    const notPaid = await renew(unpaid.orderId, 1, unpaid.proof);
    expect(notPaid.statusCode).toBe(409);
    expect(notPaid.json().message).toBe('This order is not paid, so it has no downloads yet.');
  });
});

describe('deliverables', () => {
  it('are made when a download finds one missing, from the record or from the file store', async () => {
    const [premium] = (await paidDeliveries()).deliveries;
    const [before] = await testApp.app.db.select().from(deliverables).where(eq(deliverables.productId, 341));
    expect(before).toBeDefined();
    await testApp.app.fulfilment.files.remove(before.fileKey);
    expect((await download(premium.download.url)).statusCode).toBe(200);
    expect(await testApp.app.fulfilment.files.size(before.fileKey)).toBe(before.sizeBytes);

    await testApp.app.db.delete(deliverables).where(eq(deliverables.productId, 341));
    const again = await download(premium.download.url);
    expect(again.statusCode).toBe(200);
    const [after] = await testApp.app.db.select().from(deliverables).where(eq(deliverables.productId, 341));
    expect(after).toMatchObject({ fileKey: before.fileKey, sizeBytes: before.sizeBytes, sha256: before.sha256, contentType: 'application/zip' });
  });
});

function lookup(orderId: string) {
  return testApp.app.inject({ url: `/api/v1/web/orders/${orderId}`, headers: { cookie: proofs.get(orderId)! } });
}
