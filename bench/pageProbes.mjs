// What the interaction bench reads inside the page: Event Timing entries (what INP counts), long tasks and long
// animation frames (which scripts ran in them), and the moment an interaction's visible answer is in the DOM; plus
// the waits for a page that has hydrated and gone quiet, so a click measures the hydrated page and nothing else.

/** An init script (runs before any of the page's own): starts the observers, kept in `window.__benchProbes`. */
function installProbes() {
  const probes = { events: [], longTasks: [], frames: [], lastLongTaskEnd: 0, response: null };
  window.__benchProbes = probes;
  const observe = (type, options, keep) => {
    if (!PerformanceObserver.supportedEntryTypes.includes(type)) return;
    new PerformanceObserver((list) => list.getEntries().forEach(keep)).observe({ type, buffered: true, ...options });
  };
  observe('event', { durationThreshold: 16 }, (e) => {
    if (e.interactionId) probes.events.push({ name: e.name, interactionId: e.interactionId, startTime: e.startTime, duration: e.duration });
  });
  observe('longtask', {}, (task) => {
    probes.longTasks.push({ startTime: task.startTime, duration: task.duration });
    probes.lastLongTaskEnd = Math.max(probes.lastLongTaskEnd, task.startTime + task.duration);
  });
  // Long tasks say only "the page"; a long animation frame names the scripts that ran in it.
  observe('long-animation-frame', {}, (frame) => {
    probes.frames.push({
      startTime: frame.startTime,
      duration: frame.duration,
      scripts: frame.scripts.map((s) => ({
        invoker: s.invoker,
        invokerType: s.invokerType,
        sourceURL: s.sourceURL,
        sourceFunctionName: s.sourceFunctionName,
        sourceCharPosition: s.sourceCharPosition,
        startTime: s.startTime,
        duration: s.duration,
        forcedStyleAndLayoutDuration: s.forcedStyleAndLayoutDuration,
      })),
    });
  });
  probes.supported = PerformanceObserver.supportedEntryTypes.filter((type) => ['event', 'longtask', 'long-animation-frame'].includes(type));
}

/**
 * Runs in the page before the click: records in `__benchProbes.pointerDown` when the shopper's press began (the
 * event's timestamp, which is also its Event Timing start) and in `__benchProbes.response` the time of the first
 * animation frame in which `answer` is on screen — a dialog with that accessible name, or a pressed button with that
 * text.
 */
function watchForResponse(answer) {
  const probes = window.__benchProbes;
  probes.response = null;
  probes.pointerDown = null;
  addEventListener('pointerdown', (event) => (probes.pointerDown = event.timeStamp), { capture: true, once: true });
  const nameOf = (element) =>
    element.getAttribute('aria-label') ??
    (element.getAttribute('aria-labelledby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim();
  const visible = (element) => element.checkVisibility({ visibilityProperty: true });
  const present = () => {
    if (answer.dialog) return [...document.querySelectorAll('[role="dialog"], dialog[open]')].some((d) => nameOf(d) === answer.dialog && visible(d));
    return [...document.querySelectorAll('button[aria-pressed="true"]')].some((b) => b.textContent.trim() === answer.pressedButton && visible(b));
  };
  const observer = new MutationObserver(() => {
    if (!present()) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      probes.response = performance.now();
    });
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
}

/** The name the probes' own scripts carry, so a long animation frame's list of scripts can tell them from the page's. */
export const PROBE_SCRIPT_URL = 'bench-probes.js';
const named = (source) => `${source}\n//# sourceURL=${PROBE_SCRIPT_URL}`;

/** Starts the probes in every document `page` opens, before the document's own scripts. */
export function addProbes(page) {
  return page.addInitScript({ content: named(`(${installProbes})();`) });
}

/** Starts watchForResponse(answer) in the page. */
export function startWatching(page, answer) {
  return page.evaluate(named(`(${watchForResponse})(${JSON.stringify(answer)});`));
}

/** Everything the probes hold, copied out of the page. */
export function readProbes(page) {
  return page.evaluate(() => JSON.parse(JSON.stringify(window.__benchProbes)));
}

/** Resolves once the shell has hydrated a server-rendered page (`<html data-page-ready>`, as the journeys wait). */
export async function waitForHydration(page, timeoutMs) {
  try {
    await page.waitForFunction(() => document.documentElement.dataset.pageReady === 'true', null, { timeout: timeoutMs });
  } catch {
    throw new Error(`${page.url()} did not hydrate (<html data-page-ready="true">) within ${timeoutMs} ms`);
  }
}

/** Counts the page's requests in flight and when the network last did something, for waitForQuiet. */
export function trackNetwork(page) {
  const state = { inFlight: 0, lastActivity: Date.now() };
  const started = () => {
    state.inFlight += 1;
    state.lastActivity = Date.now();
  };
  const ended = () => {
    state.inFlight -= 1;
    state.lastActivity = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return state;
}

/** Resolves once for `quietMs` no request has been in flight and no long task has ended: the page is idle. */
export async function waitForQuiet(page, network, { quietMs, timeoutMs }) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const sinceLongTask = await page.evaluate(() => performance.now() - window.__benchProbes.lastLongTaskEnd);
    const sinceNetwork = Date.now() - network.lastActivity;
    if (network.inFlight === 0 && sinceNetwork >= quietMs && sinceLongTask >= quietMs) return;
    if (Date.now() > deadline) {
      throw new Error(
        `${page.url()} did not go quiet within ${timeoutMs} ms (${network.inFlight} requests in flight, last long task ${Math.round(sinceLongTask)} ms ago)`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
