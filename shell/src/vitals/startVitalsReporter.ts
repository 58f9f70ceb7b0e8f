// Reports this page view's speed to the API (decision 0062): LCP, INP, CLS and TTFB from the web-vitals library's
// attribution build, and the delay of the first tap (firstTapDelay.ts). LCP, INP and the first tap are attributed to
// the team whose `data-boundary` their element sits in; TTFB and CLS, which belong to no one element, to the team
// that owns the route. Loaded only after the page has started, and only in the share of page views sampled: the
// browser keeps LCP, TTFB, CLS and the first input from navigation on, so nothing is missed by starting late.
import { onCLS, onINP, onLCP, onTTFB } from 'web-vitals/attribution';
import { SHELL_BOUNDARY } from '@storefront/shared/vitals';
import { PAGE_READY_MARK } from '@storefront/startup/page-globals';
import { joinVitals } from '../health/pageHealth';
import { createBeaconQueue, type SendBeacon } from './beaconQueue';
import { boundaryOf } from './boundaryOf';
import { firstTapDelay, type FirstInput } from './firstTapDelay';
import type { PageComposition } from './pageComposition';

/** Set once the reporter listens: a test that needs its beacon waits for it. */
export const VITALS_REPORTER_MARK = 'storefront:vitals-reporter';

export function startVitalsReporter(
  page: PageComposition,
  remotes: readonly string[],
  send: SendBeacon = (url, body) => navigator.sendBeacon(url, body),
): void {
  const queue = createBeaconQueue(page, send);
  const known = new Set([SHELL_BOUNDARY, ...remotes]);
  // web-vitals names an entry's element by what this returns; another string (a selector it falls back to) is no team.
  // Every change is reported and the queue keeps the latest: an INP whose interaction web-vitals processes only as the
  // page is hidden comes as a change, after its final report.
  const options = { reportAllChanges: true, generateTarget: (node: Node | null) => boundaryOf(node) ?? '' };
  const team = (target: string | undefined) => (target && known.has(target) ? target : undefined);

  onLCP(({ value, attribution }) => queue.add({ name: 'LCP', value, remote: team(attribution.target) }), options);
  onINP(({ value, attribution }) => queue.add({ name: 'INP', value, remote: team(attribution.interactionTarget) }), options);
  onCLS(({ value }) => queue.add({ name: 'CLS', value, remote: page.owner }), options);
  onTTFB(({ value }) => queue.add({ name: 'TTFB', value, remote: page.owner }));
  observeFirstTap((input) => {
    const delay = firstTapDelay(input, performance.getEntriesByName(PAGE_READY_MARK, 'mark')[0]?.startTime);
    if (delay !== null) queue.add({ name: 'FirstTap', value: delay, remote: team(boundaryOf(input.target)) });
  });

  // One envelope for the page's reports: with the health reporter running, its beacon carries these readings too.
  // Otherwise this reporter sends them; web-vitals queues its final LCP, INP and CLS from a capturing listener on the
  // window, before either runs.
  if (!joinVitals(() => queue.take())) {
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') queue.flush();
    });
    addEventListener('pagehide', () => queue.flush());
  }
  performance.mark(VITALS_REPORTER_MARK);
}

function observeFirstTap(report: (input: FirstInput) => void): void {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('first-input')) return;
  const observer = new PerformanceObserver((list) => {
    const [input] = list.getEntries() as PerformanceEventTiming[];
    if (!input) return;
    observer.disconnect();
    report(input);
  });
  observer.observe({ type: 'first-input', buffered: true });
}
