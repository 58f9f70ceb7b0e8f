// Interaction latency: each shopper interaction of shopperInteractions.mjs, on a fresh page of
// the composed store in Chromium at 4× CPU slowdown, pressed once the page has hydrated and gone quiet. The latency is
// what INP counts: the longest Event Timing entry of that interaction (input to the next paint). Beside it: when the
// visible answer (the dialog, the pressed filter) was first painted, and the long tasks and scripts that ran between
// the press and then — what a developer would fix.
import { launchChromium } from './chromium.mjs';
import { addProbes, PROBE_SCRIPT_URL, readProbes, startWatching, trackNetwork, waitForHydration, waitForQuiet } from './pageProbes.mjs';
import { SHOPPER_INTERACTIONS } from './shopperInteractions.mjs';
import { max, median } from './stats.mjs';

/** The journeys' desktop window (e2e/support/viewports.ts): the store's sidebar filters are shown from 992 px. */
const VIEWPORT = { width: 1280, height: 900 };
/** Event Timing reports nothing shorter than this; an interaction without an entry took less. */
const EVENT_TIMING_THRESHOLD_MS = 16;
const QUIET = { quietMs: 1000, timeoutMs: 60_000 };
const LOAD_TIMEOUT_MS = 120_000;
const ANSWER_TIMEOUT_MS = 30_000;

const overlaps = (item, from, to) => item.startTime < to && item.startTime + item.duration > from;
const shortUrl = (url) => {
  if (!url) return '(no script URL: the browser or an inline script)';
  if (url.endsWith(PROBE_SCRIPT_URL)) return `${PROBE_SCRIPT_URL} (the bench's own probes)`;
  return URL.canParse(url) ? new URL(url).pathname : url;
};
// The store's origin (a new port each run) left out, so that the same script reads the same in every run.
const withoutOrigin = (text) => text.replace(/https?:\/\/[^/"\s]+/g, '');
const scriptKey = (s) => `${s.invokerType} ${withoutOrigin(s.invoker)} — ${shortUrl(s.sourceURL)}${s.sourceFunctionName ? ` ${s.sourceFunctionName}` : ''}`;

/** The figures of one press, from what the page's probes recorded. */
function pressFigures(probes, interaction) {
  if (probes.pointerDown === null) throw new Error(`${interaction.name}: the press never reached the page (no pointerdown)`);
  const start = probes.pointerDown;
  const entries = probes.events.filter((e) => e.startTime >= start - 1);
  const interactionId = Math.min(...entries.map((e) => e.interactionId));
  const own = entries.filter((e) => e.interactionId === interactionId);
  const latencyMs = own.length > 0 ? max(own.map((e) => e.duration)) : null;
  const responseMs = probes.response - start;
  const until = start + Math.max(latencyMs ?? 0, responseMs);
  const longTasks = probes.longTasks
    .filter((task) => overlaps(task, start, until))
    .map((task) => ({ startMs: Math.round(task.startTime - start), durationMs: Math.round(task.duration) }));
  const scripts = probes.frames
    .filter((frame) => overlaps(frame, start, until))
    .flatMap((frame) => frame.scripts.filter((s) => overlaps(s, start, until)))
    .map((s) => ({
      script: scriptKey(s),
      // where in the (minified) file the function starts, to find it without a source map
      charPosition: s.sourceCharPosition,
      durationMs: Math.round(s.duration),
      forcedLayoutMs: Math.round(s.forcedStyleAndLayoutDuration),
    }));
  return { latencyMs, responseMs: Math.round(responseMs), longTasks, scripts, events: own.map((e) => `${e.name} ${Math.round(e.duration)} ms`) };
}

async function pressOnce(browser, baseUrl, interaction, cpuSlowdown) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    const pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await addProbes(page);
    const network = trackNetwork(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(new URL(interaction.path, baseUrl).href, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
    await waitForHydration(page, LOAD_TIMEOUT_MS);
    await waitForQuiet(page, network, QUIET);
    const target = interaction.target(page);
    try {
      await target.waitFor({ state: 'visible', timeout: 10_000 });
    } catch {
      throw new Error(`${interaction.name}: found no ${interaction.lookFor} on ${interaction.path}`);
    }
    if (!(await target.isEnabled())) throw new Error(`${interaction.name}: ${interaction.lookFor} is disabled on the hydrated page`);
    const answer = await interaction.answer(target);
    // The pointer arrives first (a card adds its hover picture then): that work is not the press's, so let it settle.
    await target.hover();
    await waitForQuiet(page, network, QUIET);
    await startWatching(page, answer);
    await target.click();
    try {
      await page.waitForFunction(() => window.__benchProbes.response !== null, null, { timeout: ANSWER_TIMEOUT_MS });
    } catch {
      throw new Error(`${interaction.name}: pressed ${interaction.lookFor}, but ${JSON.stringify(answer)} did not appear within ${ANSWER_TIMEOUT_MS} ms`);
    }
    await waitForQuiet(page, network, QUIET);
    if (pageErrors.length > 0) throw new Error(`${interaction.name}: uncaught errors in the page: ${pageErrors.join(' | ')}`);
    return pressFigures(await readProbes(page), interaction);
  } finally {
    await context.close();
  }
}

/** The runs of one interaction summed up: median and worst, and which scripts ran in its long tasks how often. */
function summarize(interaction, presses) {
  // Below the threshold the latency is only known to be under it: counted as the threshold, an upper bound.
  const latencies = presses.map((p) => p.latencyMs ?? EVENT_TIMING_THRESHOLD_MS);
  const scripts = new Map();
  for (const press of presses) {
    const perScript = new Map();
    for (const s of press.scripts) perScript.set(s.script, (perScript.get(s.script) ?? 0) + s.durationMs);
    for (const [script, ms] of perScript) scripts.set(script, [...(scripts.get(script) ?? []), ms]);
  }
  return {
    path: interaction.path,
    control: interaction.lookFor,
    runs: presses.length,
    latencyMs: { median: median(latencies), max: max(latencies) },
    belowThresholdRuns: presses.filter((p) => p.latencyMs === null).length,
    responseMs: { median: median(presses.map((p) => p.responseMs)), max: max(presses.map((p) => p.responseMs)) },
    longTasks: {
      medianCount: median(presses.map((p) => p.longTasks.length)),
      medianTotalMs: median(presses.map((p) => p.longTasks.reduce((sum, t) => sum + t.durationMs, 0))),
    },
    scripts: [...scripts]
      .map(([script, ms]) => ({ script, runs: ms.length, medianMs: median(ms), maxMs: max(ms) }))
      .sort((a, b) => b.medianMs * b.runs - a.medianMs * a.runs),
    perRun: presses,
  };
}

/** Measures every shopper interaction `runs` times (interleaved: each one once, then again …) on fresh pages. */
export async function measureInteractions(baseUrl, { runs, cpuSlowdown = 4, onRun = () => {} }) {
  const browser = await launchChromium();
  const presses = new Map(SHOPPER_INTERACTIONS.map((interaction) => [interaction, []]));
  try {
    for (let i = 0; i < runs; i += 1) {
      for (const interaction of SHOPPER_INTERACTIONS) {
        onRun(`${interaction.name} ${i + 1}/${runs}`);
        presses.get(interaction).push(await pressOnce(browser, baseUrl, interaction, cpuSlowdown));
      }
    }
  } finally {
    await browser.close();
  }
  return {
    cpuSlowdown,
    viewport: VIEWPORT,
    eventTimingThresholdMs: EVENT_TIMING_THRESHOLD_MS,
    interactions: Object.fromEntries([...presses].map(([interaction, list]) => [interaction.name, summarize(interaction, list)])),
  };
}

// `node bench/interactions.mjs [runs]` against a running store: BENCH_BASE_URL, or one started here.
if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop())) {
  const { createRequire } = await import('node:module');
  const { startStore } = createRequire(import.meta.url)('../scripts/storeProcess.cjs');
  const { BENCH_STORE_ENV } = await import('./storeEnv.mjs');
  const store = process.env.BENCH_BASE_URL ? null : await startStore({ env: BENCH_STORE_ENV, stdio: 'ignore' });
  try {
    const result = await measureInteractions(process.env.BENCH_BASE_URL ?? store.baseUrl, {
      runs: Number(process.argv[2] || 1),
      onRun: (what) => console.log(what),
    });
    console.log(JSON.stringify(result, null, 2));
  } finally {
    await store?.stop();
  }
}
