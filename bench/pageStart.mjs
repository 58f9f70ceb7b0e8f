// What a page the cache does not have yet costs before its first bytes (decision 0054): each page asked for under a
// query string no one asked for before (a new cache key, so the server renders it), timed to the first byte of its
// body and to its last, pages interleaved. A page sent whole arrives in one piece at the end of its render; one sent
// as it renders starts while the render waits for its data. The first byte as a share of the whole page says which.
import http from 'node:http';
import { median } from './stats.mjs';

const msSince = (start) => Number(process.hrtime.bigint() - start) / 1e6;

/** One page load as a browser asks for it: HTML, compressed. */
function timeLoad(url) {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    const request = http.get(url, { headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' } }, (response) => {
      let firstByteMs = null;
      response.on('data', () => {
        firstByteMs ??= msSince(start);
      });
      response.on('end', () => resolve({ status: response.statusCode, cache: response.headers['x-render-cache'], firstByteMs, wholeMs: msSince(start) }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

const round = (value) => Math.round(value * 10) / 10;

/** Per page: medians of `runs` loads of pages the server renders for them. */
export async function pageStartTimes(baseUrl, pages, { runs = 15 } = {}) {
  const loads = Object.fromEntries(pages.map((page) => [page, []]));
  const tag = Date.now().toString(36);
  for (let i = 0; i < runs; i += 1) {
    for (const page of pages) {
      const url = new URL(page, baseUrl);
      url.searchParams.set('bench-render', `${tag}-${i}`);
      const load = await timeLoad(url);
      if (load.status !== 200 || load.cache !== 'miss')
        throw new Error(`${url} answered ${load.status} (x-render-cache: ${load.cache}), not a page rendered for it`);
      loads[page].push(load);
    }
  }
  return Object.fromEntries(
    Object.entries(loads).map(([page, runsOfPage]) => [
      page,
      {
        runs: runsOfPage.length,
        firstByteMs: round(median(runsOfPage.map((load) => load.firstByteMs))),
        wholeMs: round(median(runsOfPage.map((load) => load.wholeMs))),
        firstByteShare: round(median(runsOfPage.map((load) => load.firstByteMs / load.wholeMs)) * 100) / 100,
      },
    ]),
  );
}
