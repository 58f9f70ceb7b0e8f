// What the catalogue-scale part (catalogScale.mjs) asks the server directly from Node, on 127.0.0.1: the uncached
// server render of /store pages and filter sets (whole HTML, as a browser asks for it), and the search API's answer
// time over 50 varied queries.
import http from 'node:http';

const msSince = (start) => Number(process.hrtime.bigint() - start) / 1e6;

/** The /store pages measured: pages 2–6 (page 1 is what the page cache would hold in a shop). */
export const STORE_PAGES = [2, 3, 4, 5, 6];

/**
 * Ten filter sets of the store's URL (colour, size, brands, category, availability, on sale, sort): each is a catalogue
 * query of its own, so a server that keeps answers by query (a facet cache) cannot answer the second side from what
 * it kept for the first's.
 */
export const STORE_FILTER_SETS = [
  'color=Red',
  'size=M&sort=Price+Ascending',
  'brands=Nike',
  'color=Black&size=L',
  'category=Fashion&sort=Title+Descending',
  'brands=Adidas,Gucci&sort=Price+Descending',
  'color=Green&brands=Zalando',
  'sale=1&sort=Title+Ascending',
  'category=Electronics&color=Black&availability=In+Stock',
  'size=XL&sale=1&sort=Price+Descending&page=2',
];

/**
 * Fifty searches as shoppers type them: product words, two-word queries, typos, category words, words found only in
 * descriptions, and words that match nothing. Products 1–364 (the seed) are the same in both catalogues.
 */
export const SEARCH_QUERIES = [
  // product words
  'headphones',
  'speaker',
  'smartwatch',
  'hoodie',
  'blazer',
  'leggings',
  'sneakers',
  'tent',
  'lantern',
  'keyboard',
  'honey',
  'granola',
  'bookshelf',
  'necklace',
  'serum',
  'mascara',
  'bangle',
  'cardigan',
  'backpack',
  'controller',
  // two words
  'wireless headphones',
  'oak table',
  'linen shirt',
  'running shoes',
  'coffee beans',
  'sleeping bag',
  'gaming mouse',
  'dark chocolate',
  'cat bed',
  'wrap dress',
  // typos
  'hodie',
  'headphnes',
  'blazr',
  'sneekers',
  'neckalce',
  'keybord',
  'lantren',
  'backpak',
  'chocolat',
  'cardigen',
  // category words
  'fashion',
  'electronics',
  'camping',
  'jewelry',
  'beauty',
  // words only in descriptions
  'hypoallergenic',
  'ripstop',
  // nothing
  'zzyzx',
  'qwertyuiop',
  'xqzvbn kplm',
];

/** One page load as a browser asks for it (HTML, compressed): ms to the last byte, status and size on the wire. */
export function timeWholePage(url) {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    const request = http.get(url, { headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => {
        bytes += chunk.length;
      });
      response.on('end', () => resolve({ status: response.statusCode, cache: response.headers['x-render-cache'], bytes, ms: msSince(start) }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/**
 * Fails before measuring when a /store URL does not answer the server-rendered page (a fast error page, or the plain
 * index.html, is no result).
 */
export async function checkServerRendered(url) {
  const response = await fetch(url, { headers: { accept: 'text/html' } });
  const body = await response.text();
  if (response.status !== 200 || !body.includes('id="storefront-server-state"')) {
    throw new Error(`${url} did not answer a server-rendered page (status ${response.status})`);
  }
}

/** One timed render of `url` that the page cache cannot have answered. */
export async function timeRender(url) {
  const load = await timeWholePage(url);
  if (load.status !== 200 || load.cache === 'hit')
    throw new Error(`${url} answered ${load.status} (x-render-cache: ${load.cache}), not a page rendered for it`);
  return load.ms;
}

/** One search as the header's panel asks it, timed from Node to the end of the answer; with how many it found. */
export async function timeSearch(baseUrl, q, pageSize = 8) {
  const url = `${baseUrl}/api/v1/web/search?${new URLSearchParams({ q, pageSize: String(pageSize) })}`;
  const start = process.hrtime.bigint();
  const response = await fetch(url, { headers: { accept: 'application/json', 'accept-encoding': 'br, gzip' } });
  const body = await response.text();
  const ms = msSince(start);
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}: ${body.slice(0, 200)}`);
  return { ms, total: JSON.parse(body).total ?? null };
}

/** VmRSS of a Linux process in bytes (/proc/<pid>/status), or null where there is no /proc. */
export async function residentBytes(pid) {
  const { readFile } = await import('node:fs/promises');
  try {
    const kb = (await readFile(`/proc/${pid}/status`, 'utf8')).match(/^VmRSS:\s+(\d+) kB$/m)?.[1];
    return kb === undefined ? null : Number(kb) * 1024;
  } catch {
    return null;
  }
}
