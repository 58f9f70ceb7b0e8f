// API throughput with autocannon: the catalogue read against a bare node:http server answering the same bytes,
// and place_order at 20 concurrent connections.
import autocannon from 'autocannon';
import { createServer } from 'node:http';
import { orderBody, orderLine } from '../e2e/support/orderBody.mjs';

const run = (options) =>
  new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });

/** A server that answers every request with the exact bytes and headers the real endpoint sent. */
async function bareServer(body, headers) {
  const server = createServer((_req, res) => {
    res.writeHead(200, headers);
    res.end(body);
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${server.address().port}/`, close: () => new Promise((r) => server.close(r)) };
}

/**
 * The catalogue read the store's screens make: a page of the store (GET /catalog, its first page with the facets),
 * no longer the whole list (GET /products answers one page since decision 0058).
 */
export const CATALOGUE_READ_PATH = '/api/v1/web/catalog';

export async function catalogueReadRatio(baseUrl, { duration = 8, connections = 20 } = {}) {
  const url = `${baseUrl}${CATALOGUE_READ_PATH}`;
  const requestHeaders = { 'accept-encoding': 'br, gzip' };
  const sample = await fetch(url, { headers: requestHeaders });
  const body = Buffer.from(await sample.arrayBuffer());
  // fetch decodes; ask again without decoding to copy the wire bytes
  const raw = await new Promise((resolve, reject) => {
    import('node:http').then(({ get }) =>
      get(url, { headers: requestHeaders }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ bytes: Buffer.concat(chunks), headers: res.headers }));
      }).on('error', reject),
    );
  });
  const headers = {
    'content-type': raw.headers['content-type'],
    'content-encoding': raw.headers['content-encoding'] ?? 'identity',
    'content-length': raw.bytes.length,
  };
  const bare = await bareServer(raw.bytes, headers);
  try {
    await run({ url, connections, duration: 2, headers: requestHeaders }); // warm-up
    const ours = await run({ url, connections, duration, headers: requestHeaders });
    const baseline = await run({ url: bare.url, connections, duration, headers: requestHeaders });
    return {
      path: CATALOGUE_READ_PATH,
      bytesOnWire: raw.bytes.length,
      decodedBytes: body.length,
      storeRps: ours.requests.average,
      bareNodeRps: baseline.requests.average,
      ratio: ours.requests.average / baseline.requests.average,
    };
  } finally {
    await bare.close();
  }
}

export async function placeOrderThroughput(baseUrl, { duration = 8, connections = 20 } = {}) {
  const product = await (await fetch(`${baseUrl}/api/v1/web/products/2`)).json();
  const payload = orderBody({
    items: [orderLine(product, { unitPrice: product.price })],
    customer: { firstName: 'Bench', lastName: 'Mark', email: 'bench@example.com' },
    address: { country: 'US', state: 'CA', city: 'San Francisco', street: '1 Market St', postalCode: '94105' },
  });
  const result = await run({
    url: `${baseUrl}/api/v1/web/place_order`,
    method: 'POST',
    connections,
    duration,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  const ok = result['2xx'];
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    ok,
    non2xx: result.non2xx,
  };
}
