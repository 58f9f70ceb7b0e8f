// What a page's JavaScript costs the shopper: Lighthouse mobile runs of the page with its scripts and
// with every script blocked (the server-rendered HTML alone, its floor), interleaved so that whatever else the machine
// is doing weighs on both alike, both of the performance category alone (lighthouse.mjs); then the TBT the scripts add
// and LCP / floor, from the medians, and the other categories' scores from one more run with scripts. Absolute times on a
// shared machine vary by 2× between runs; these two figures much less.
import { lighthouseOnce, summarizeRuns } from './lighthouse.mjs';
import { pairOrder } from './pairOrder.mjs';
import { medianDifferenceInterval } from './medianDifference.mjs';

/** What the report keeps of each run, with scripts and in the floor alike. */
const runFigures = ({ performance, lcpMs, tbtMs, observedBlockingMs, onCpuBlockingMs, simulatedScriptBlockingMs, simulatedDocumentBlockingMs, cls }) => ({
  performance,
  lcpMs,
  tbtMs,
  observedBlockingMs,
  onCpuBlockingMs,
  simulatedScriptBlockingMs,
  simulatedDocumentBlockingMs,
  cls,
});

const added = (withScripts, floor) => (withScripts === null || floor === null ? null : withScripts - floor);

export async function scriptsVsFloor(url, runs, { onRun = () => {} } = {}) {
  const withScripts = [];
  const floor = [];
  const blockedScripts = new Set();
  for (let i = 0; i < runs; i += 1) {
    for (const kind of pairOrder(i)) {
      if (kind === 'with') {
        onRun(`with scripts ${i + 1}/${runs}`);
        withScripts.push(await lighthouseOnce(url));
      } else {
        onRun(`floor ${i + 1}/${runs}`);
        const floorRun = await lighthouseOnce(url, { blockScripts: true });
        for (const script of floorRun.scripts.blocked) blockedScripts.add(new URL(script).pathname);
        floor.push(floorRun);
      }
    }
  }
  // Accessibility, best practices and SEO from one run of every category with scripts, which is not measured.
  onRun('every category, with scripts');
  const scores = await lighthouseOnce(url, { everyCategory: true });
  const measured = summarizeRuns(url, withScripts);
  const withSummary = {
    ...measured,
    accessibility: scores.accessibility,
    bestPractices: scores.bestPractices,
    seo: scores.seo,
    failedAudits: [...new Set([...measured.failedAudits, ...scores.failedAudits])],
  };
  const floorSummary = summarizeRuns(url, floor);
  return {
    ...withSummary,
    floor: { ...floorSummary, blockedScripts: [...blockedScripts] },
    tbtAddedMs: withSummary.tbtMs - floorSummary.tbtMs,
    // where it would fall, 9 times in 10, had the machine given other runs like these (decision 0057)
    tbtAddedInterval: medianDifferenceInterval(
      withScripts.map((run) => run.tbtMs),
      floor.map((run) => run.tbtMs),
    ),
    // the same, counted on the traces' own tasks (observedBlocking.mjs): steadier from run to run
    observedBlockingAddedMs: added(withSummary.observedBlockingMs, floorSummary.observedBlockingMs),
    // and on the time the page's thread ran, without its waits for a core (onCpuBlockingMs)
    onCpuBlockingAddedMs: added(withSummary.onCpuBlockingMs, floorSummary.onCpuBlockingMs),
    lcpOverFloor: withSummary.lcpMs / floorSummary.lcpMs,
    // every run, so a reader can see how far apart they were
    perRun: withScripts.map((run, i) => ({ withScripts: runFigures(run), floor: runFigures(floor[i]) })),
  };
}
