// JavaScript a page downloads on its first load, gzip bytes split by owner, and how many copies of each shared
// singleton the page evaluated.
import { gzipSync } from 'node:zlib';
import { launchChromium } from './chromium.mjs';

const SINGLETONS = ['react', 'react-dom', 'react-router-dom', 'react-redux', '@reduxjs/toolkit', '@storefront/shared'];

/** Which app a script URL belongs to: a remote under /mf/<name>/, otherwise the shell. */
function ownerOf(url, sharedChunks) {
  const { pathname } = new URL(url);
  const remote = pathname.match(/^\/mf\/([^/]+)\//)?.[1];
  if (sharedChunks.has(pathname)) return 'shared libraries';
  return remote ?? 'shell';
}

async function sharedChunkPaths(baseUrl) {
  const paths = new Set();
  const { remotes } = await (await fetch(new URL('/remotes.json', baseUrl))).json();
  for (const [prefix, manifestUrl] of [['/', '/mf-manifest.json'], ...remotes.map(({ name }) => [`/mf/${name}/`, `/mf/${name}/mf-manifest.json`])]) {
    const manifest = await (await fetch(new URL(manifestUrl, baseUrl))).json();
    for (const shared of manifest.shared) for (const file of shared.assets.js.sync) paths.add(`${prefix}${file}`);
  }
  return paths;
}

export async function measurePage(baseUrl, path, { readySelector } = {}) {
  const sharedChunks = await sharedChunkPaths(baseUrl);
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    const scripts = [];
    page.on('response', async (response) => {
      const type = response.request().resourceType();
      if (type !== 'script') return;
      try {
        scripts.push({ url: response.url(), body: await response.body() });
      } catch {
        // a response without a body (redirect, aborted) carries no bytes
      }
    });
    await page.goto(new URL(path, baseUrl).href, { waitUntil: 'networkidle' });
    if (readySelector) await page.waitForSelector(readySelector);
    const byOwner = {};
    let total = 0;
    for (const { url, body } of scripts) {
      const gzip = gzipSync(body, { level: 9 }).length;
      const owner = ownerOf(url, sharedChunks);
      byOwner[owner] = (byOwner[owner] ?? 0) + gzip;
      total += gzip;
    }
    const copies = await page.evaluate((names) => {
      const share = window.__FEDERATION__?.__SHARE__ ?? {};
      const loaded = {};
      for (const host of Object.values(share)) {
        for (const scope of Object.values(host)) {
          for (const [pkg, versions] of Object.entries(scope)) {
            for (const [version, entry] of Object.entries(versions)) {
              if (entry.loaded || entry.lib) (loaded[pkg] ??= new Set()).add(`${version}@${entry.from}`);
            }
          }
        }
      }
      return Object.fromEntries(names.map((n) => [n, loaded[n]?.size ?? 0]));
    }, SINGLETONS);
    return { path, jsGzipBytes: total, jsGzipBytesByOwner: byOwner, scripts: scripts.length, singletonCopies: copies };
  } finally {
    await browser.close();
  }
}
