// The blocking time of one Lighthouse run counted on the tasks its trace saw, by the rule Lantern applies to them:
// each main-thread task of 10 ms or more after the first contentful paint, stretched 4× (mobile CPU), blocks for what
// it exceeds 50 ms by. Lighthouse's own TBT puts the same tasks into a simulated page load first, and where the
// document's first style and layout task lands in that simulation (before or after the simulated FCP, a swing of
// ±160 ms on one build) decides single runs more than the scripts do; counted on the trace, runs of one build agree
// several times more closely, so a change to the scripts shows in a few runs (decisions 0041, 0042 measured this way).
const SLOWDOWN = 4;
const BLOCKING_LINE_MS = 50;
/** Lantern keeps a task as its own node from 10 ms. */
const MIN_TASK_MS = 10;

/** The main frame's renderer thread and its first contentful paint, from the trace. */
function mainFrameFcp(events) {
  const started = events.find((event) => event.name === 'TracingStartedInBrowser');
  const mainFrame = started?.args?.data?.frames?.find((frame) => frame.isOutermostMainFrame ?? !frame.parent)?.frame;
  return events.find((event) => event.name === 'firstContentfulPaint' && (mainFrame === undefined || event.args?.frame === mainFrame));
}

/** Milliseconds, or null when the trace has no first contentful paint (a run that failed). */
export function observedBlockingMs(trace) {
  const events = trace?.traceEvents ?? [];
  const fcp = mainFrameFcp(events);
  if (!fcp) return null;
  let blocking = 0;
  for (const task of events) {
    if (task.name !== 'RunTask' || task.ph !== 'X' || task.pid !== fcp.pid || task.tid !== fcp.tid || task.ts < fcp.ts) continue;
    const ms = task.dur / 1000;
    if (ms >= MIN_TASK_MS) blocking += Math.max(0, SLOWDOWN * ms - BLOCKING_LINE_MS);
  }
  return blocking;
}
