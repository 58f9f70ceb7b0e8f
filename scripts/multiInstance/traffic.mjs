// A bounded stream of shoppers through the load balancer: each visit browses (home, a page of the store, a product),
// places an order of a physical and a digital product with an Idempotency-Key, pays it on the sandbox page, verifies
// the payment and downloads the file. Every request is recorded; a failure is a network error or a 5xx.
import { randomUUID } from 'node:crypto';
import { orderBody, orderLine } from '../../e2e/support/orderBody.mjs';

export function createTraffic(baseUrl) {
  const requests = [];
  const acknowledged = [];
  const paid = [];

  /** One shopper's browser: the cookies the store set (the order's proof among them) go with its next requests. */
  async function call(label, url, init = {}, jar = new Map()) {
    const started = Date.now();
    try {
      const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
      const headers = { ...init.headers, ...(cookie ? { cookie } : {}) };
      const response = await fetch(baseUrl + url, { redirect: 'manual', ...init, headers });
      for (const set of response.headers.getSetCookie()) {
        const [pair] = set.split(';');
        const at = pair.indexOf('=');
        jar.set(pair.slice(0, at), pair.slice(at + 1));
      }
      const body = await response.text();
      requests.push({ label, status: response.status, ms: Date.now() - started });
      return { status: response.status, body, json: () => JSON.parse(body) };
    } catch (error) {
      requests.push({ label, status: 0, error: error.cause?.code ?? error.message, ms: Date.now() - started });
      return null;
    }
  }

  async function line(productId, license) {
    const answer = await call('product', `/api/v1/web/products/${productId}`);
    if (answer?.status !== 200) return null;
    const product = answer.json();
    const tier = product.prices.find((price) => price.license_type === license);
    const unitPrice = tier ? tier.usd_amount : product.amounts.USD.price;
    return orderLine(product, { unitPrice, license: tier ? license : null });
  }

  async function visit(index) {
    const jar = new Map();
    await call('home', '/', { headers: { accept: 'text/html' } }, jar);
    await call('store', `/api/v1/web/catalog?page=${1 + (index % 5)}&pageSize=8&currency=USD`, {}, jar);
    const physical = 1 + (index % 40);
    await call('product page', `/product-detail/${physical}`, { headers: { accept: 'text/html' } }, jar);
    const items = [await line(physical, null), await line(341 + (index % 4), 'Standard')];
    if (items.includes(null)) return;
    const placed = await call(
      'place order',
      '/api/v1/web/place_order',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: JSON.stringify(
          orderBody({
            items,
            customer: { firstName: 'Ada', lastName: 'Okafor', email: `shopper${index}@example.com`, phone: '+2348012345678' },
            address: { country: 'NG', state: 'LA', city: 'Lagos', street: '12 Marina Road', postalCode: '101001' },
            paymentMethod: 'paystack',
          }),
        ),
      },
      jar,
    );
    if (placed?.status !== 201) return;
    const { order_id: orderId, payment_url: paymentUrl } = placed.json();
    acknowledged.push(orderId);
    const path = new URL(paymentUrl).pathname;
    const pay = await call('sandbox pay', `${path}/pay`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' }, jar);
    if (pay?.status !== 303) return;
    const verified = await call(
      'verify payment',
      '/api/v1/web/verify_payment',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ reference: path.split('/').pop(), orderId }),
      },
      jar,
    );
    if (verified?.status !== 200 || verified.json().payment_status !== 'success') return;
    paid.push(orderId);
    const download = verified.json().order?.deliveries?.[0]?.download?.url;
    if (!download) {
      requests.push({ label: 'download', status: 0, error: 'the paid order showed its owner no download link', ms: 0 });
      return;
    }
    await call('download', new URL(download).pathname, {}, jar);
  }

  return {
    requests,
    acknowledged,
    paid,
    /** `workers` shoppers side by side until `until()` says stop or `maxVisits` visits began. */
    async run({ workers, maxVisits, until }) {
      let next = 0;
      await Promise.all(
        Array.from({ length: workers }, async () => {
          while (next < maxVisits && !until()) await visit(next++);
        }),
      );
      return next;
    },
  };
}
