// Server rendering at the speed of the data: the server-rendered /store HTML's requests per second as
// a share of the catalogue JSON's it shows, both measured in the same run with the same connections, so the
// ratio holds on a machine whose absolute speed varies from run to run.
import autocannon from 'autocannon';

const HTML = { path: '/store', headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' } };
// The JSON the /store page shows: its page of the catalogue with the facets (GET /catalog), kept per catalogue
// version as /store is kept by the page cache; a /store rendered for every request answers under 1 % of its rate.
const JSON_READ = { path: '/api/v1/web/catalog', headers: { accept: 'application/json', 'accept-encoding': 'br, gzip' } };

const run = (options) =>
  new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });

/** Fails before measuring when the page is not the server-rendered HTML it should be (a fast error page is no result). */
async function checkPage(baseUrl) {
  const response = await fetch(baseUrl + HTML.path, { headers: HTML.headers });
  const body = await response.text();
  if (response.status !== 200 || !/^text\/html/.test(response.headers.get('content-type') ?? '') || !body.includes('id="storefront-server-state"')) {
    throw new Error(`${HTML.path} did not answer a server-rendered page (status ${response.status})`);
  }
}

/**
 * Runs A B B A (HTML, JSON, JSON, HTML) after a warm-up of both, so a machine that speeds up or slows down during
 * the run weighs on both sides alike. Rates are over both rounds; p99 is the worse round's.
 */
export async function storeHtmlShare(baseUrl, { connections = 16, duration = 8, warmup = 2 } = {}) {
  await checkPage(baseUrl);
  const measure = (target, seconds) => run({ url: baseUrl + target.path, headers: target.headers, connections, duration: seconds });
  await measure(HTML, warmup);
  await measure(JSON_READ, warmup);
  const half = duration / 2;
  const html = [await measure(HTML, half)];
  const json = [await measure(JSON_READ, half), await measure(JSON_READ, half)];
  html.push(await measure(HTML, half));

  const rps = (results) => results.reduce((sum, result) => sum + result.requests.total, 0) / (half * results.length);
  const p99 = (results) => Math.max(...results.map((result) => result.latency.p99));
  const sum = (results, read) => results.reduce((total, result) => total + read(result), 0);
  const all = [...html, ...json];
  const htmlRps = rps(html);
  const jsonRps = rps(json);
  return {
    htmlPath: HTML.path,
    jsonPath: JSON_READ.path,
    htmlRps,
    jsonRps,
    share: htmlRps / jsonRps,
    htmlP99Ms: p99(html),
    jsonP99Ms: p99(json),
    errors: sum(all, (result) => result.errors + result.timeouts),
    non2xx: sum(all, (result) => result.non2xx),
  };
}
