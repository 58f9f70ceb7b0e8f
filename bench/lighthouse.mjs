// Lighthouse (mobile defaults) in Debian's Chromium: one run of one URL, with its scripts or with every script
// blocked (the server-rendered HTML alone, see scriptsVsFloor.mjs), and the median of several runs.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';
import { median } from './stats.mjs';
import { waitUntilIdle } from './settle.mjs';
import { simulatedBlockingBySource } from './simulatedBlocking.mjs';
import { meanByCause, observedBlockingByCause, observedBlockingMs, onCpuBlockingByCause, onCpuBlockingMs } from './observedBlocking.mjs';

/**
 * What a floor run blocks: every script file. The page's inline loader then runs but loads nothing (no shell, no
 * federation runtime, no remote entry, no chunk), so what is measured is the HTML, its CSS and its pictures. Chromium
 * also fails the page's preloads of /remotes.json and of the remote's mf-manifest.json under these patterns (a URL
 * with ".js" anywhere in it matches; seen in Chromium 150); only the scripts would read them. A script they miss
 * still loads, and the floor run then stops with its URL.
 */
export const SCRIPT_URL_PATTERNS = ['*.js', '*.mjs'];

const isLoaded = (request) => request.statusCode >= 200 && request.statusCode < 400;

/** The script requests of a run: the URLs that loaded and the ones that were asked for but blocked or failed. */
function scriptRequests(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = items.filter((request) => {
    const { pathname } = new URL(request.url);
    return request.resourceType === 'Script' || /\.m?js$/.test(pathname);
  });
  return {
    loaded: scripts.filter(isLoaded).map((request) => request.url),
    blocked: scripts.filter((request) => !isLoaded(request)).map((request) => request.url),
  };
}

/** Lighthouse's own failures to record a run (a trace without its navigation start, …) ask for the run again. */
const ATTEMPTS = 3;

/**
 * Chromium goes on starting for a second or more after it accepts the DevTools connection (measured here: 1.2 s of CPU
 * over 1.2–1.4 s). A page loaded meanwhile shares the two cores with that work, and Lighthouse reads its blocking time
 * from wall time, so each run waits until the browser's processes are idle: the page is measured in a browser that
 * has started, as a shopper's has.
 */
const BROWSER_SETTLE = { windowMs: 250, idleShare: 0.1, maxMs: 10_000, tree: true };

async function lighthouseReport(url, flags) {
  for (let attempt = 1; ; attempt += 1) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
    try {
      await waitUntilIdle(chrome.pid, BROWSER_SETTLE);
      const { lhr, artifacts } = await lighthouse(url, { ...flags, port: chrome.port });
      if (!lhr.runtimeError) return { lhr, trace: artifacts.Trace };
      const failure = `Lighthouse could not measure ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
      if (attempt === ATTEMPTS) throw new Error(`${failure} (${ATTEMPTS} attempts)`);
      console.warn(`${failure}; running it again`);
    } finally {
      await chrome.kill();
    }
  }
}

/**
 * One Lighthouse run of the performance category, with SCRIPT_URL_PATTERNS blocked when `blockScripts`; of every
 * category when `everyCategory`. The other categories' gatherers keep DevTools instrumentation running through the
 * load (the console, the inspector's issues, the scripts' source maps): in runs of one build here the product page's
 * TBT was 132 ms with it against 46 without (medians of 5, decision 0056). No shopper's browser carries it, and the
 * floor ran without it, so the runs that are measured run the performance category alone, both ways.
 */
export async function lighthouseOnce(url, { blockScripts = false, everyCategory = false } = {}) {
  const flags = { output: 'json', logLevel: 'error' };
  if (!everyCategory) flags.onlyCategories = ['performance'];
  if (blockScripts) flags.blockedUrlPatterns = SCRIPT_URL_PATTERNS;
  const { lhr, trace } = await lighthouseReport(url, flags);
  const scripts = scriptRequests(lhr);
  // A floor with a script in it would not be the floor: stop rather than report a ratio against the wrong thing.
  if (blockScripts && scripts.loaded.length > 0) {
    throw new Error(`blocking ${SCRIPT_URL_PATTERNS.join(' ')} left scripts loading on ${url}: ${scripts.loaded.join(', ')}`);
  }
  const score = (id) => (lhr.categories[id] ? Math.round(lhr.categories[id].score * 100) : null);
  const simulated = simulatedBlockingBySource(lhr);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
    tbtMs: lhr.audits['total-blocking-time'].numericValue,
    observedBlockingMs: observedBlockingMs(trace),
    onCpuBlockingMs: onCpuBlockingMs(trace),
    simulatedScriptBlockingMs: simulated?.scriptFilesMs ?? null,
    simulatedDocumentBlockingMs: simulated?.documentMs ?? null,
    observedBlockingByCause: observedBlockingByCause(trace),
    onCpuBlockingByCause: onCpuBlockingByCause(trace),
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    scripts,
    failedAudits: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id),
  };
}

/**
 * For each figure of several runs of one URL, the median of the runs that have it (null when none has: the scores a
 * floor run does not measure, a trace without FCP); the failed audits of every run together.
 */
export function summarizeRuns(url, results) {
  const pick = (key) => {
    const values = results.map((r) => r[key]).filter((value) => value !== null);
    return values.length > 0 ? median(values) : null;
  };
  return {
    url,
    runs: results.length,
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    observedBlockingMs: pick('observedBlockingMs'),
    onCpuBlockingMs: pick('onCpuBlockingMs'),
    simulatedScriptBlockingMs: pick('simulatedScriptBlockingMs'),
    simulatedDocumentBlockingMs: pick('simulatedDocumentBlockingMs'),
    observedBlockingByCause: meanByCause(results.map((r) => r.observedBlockingByCause).filter(Boolean)),
    onCpuBlockingByCause: meanByCause(results.map((r) => r.onCpuBlockingByCause).filter(Boolean)),
    cls: pick('cls'),
    failedAudits: [...new Set(results.flatMap((r) => r.failedAudits))],
  };
}

/** Runs Lighthouse `runs` times and keeps, for each figure, its median. */
export async function lighthouseMedian(url, runs = 3) {
  const results = [];
  for (let i = 0; i < runs; i += 1) results.push(await lighthouseOnce(url));
  return summarizeRuns(url, results);
}
