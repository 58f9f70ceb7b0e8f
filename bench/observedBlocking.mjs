// The blocking time of one Lighthouse run counted on the tasks its trace saw, by the rule Lantern applies to them:
// each main-thread task of 10 ms or more after the first contentful paint, stretched 4× (mobile CPU), blocks for what
// it exceeds 50 ms by. Lighthouse's own TBT puts the same tasks into a simulated page load first, and where the
// document's first style and layout task lands in that simulation (before or after the simulated FCP, a swing of
// ±160 ms on one build) decides single runs more than the scripts do; counted on the trace, runs of one build agree
// several times more closely, so a change to the scripts shows in a few runs (decisions 0041, 0042 measured this way).
// Each counted task is also named by what it ran (taskCause), so that the report says where the blocking is.
const SLOWDOWN = 4;
/** What a task blocks beyond, in Lantern's simulation and in Lighthouse's long tasks. */
export const BLOCKING_LINE_MS = 50;
/** Lantern keeps a task as its own node from 10 ms. */
const MIN_TASK_MS = 10;

/** The main frame's renderer thread and its first contentful paint, from the trace. */
function mainFrameFcp(events) {
  const started = events.find((event) => event.name === 'TracingStartedInBrowser');
  const mainFrame = started?.args?.data?.frames?.find((frame) => frame.isOutermostMainFrame ?? !frame.parent)?.frame;
  return events.find((event) => event.name === 'firstContentfulPaint' && (mainFrame === undefined || event.args?.frame === mainFrame));
}

/**
 * The page's main-thread events, and each counted task on it with the blocking it adds; null without an FCP.
 * `clock` is the length a task is counted by: `dur`, its wall time, as Lantern takes it; or `tdur`, the time its thread
 * ran on a CPU.
 */
function countedTasks(events, clock = 'dur') {
  const fcp = mainFrameFcp(events);
  if (!fcp) return null;
  const threadEvents = events.filter((event) => event.ph === 'X' && event.pid === fcp.pid && event.tid === fcp.tid);
  const tasks = threadEvents
    .filter((task) => task.name === 'RunTask' && task.ts >= fcp.ts && task.dur / 1000 >= MIN_TASK_MS)
    .map((task) => ({ task, blockingMs: Math.max(0, (SLOWDOWN * (task[clock] ?? task.dur)) / 1000 - BLOCKING_LINE_MS) }));
  return { threadEvents, tasks };
}

const totalBlocking = (counted) => counted && counted.tasks.reduce((sum, { blockingMs }) => sum + blockingMs, 0);

/** Milliseconds, or null when the trace has no first contentful paint (a run that failed). */
export function observedBlockingMs(trace) {
  return totalBlocking(countedTasks(trace?.traceEvents ?? []));
}

/**
 * The same count on the time each task's thread was running, not waiting for a core. On two shared cores the page's
 * main thread waits for one most of the time (its tasks' wall time was 2.5-3× their thread time in runs with scripts
 * and in the floor alike, decision 0052), and Lantern stretches the waiting 4× with the work: this is the blocking the
 * page's own work would cause on a phone that gives it a core. Null as observedBlockingMs.
 */
export function onCpuBlockingMs(trace) {
  return totalBlocking(countedTasks(trace?.traceEvents ?? [], 'tdur'));
}

/** A script's path; the page's own address (no file name: /store, /) is one of its inline scripts. */
function scriptOf(url) {
  // A timer or event that calls a built-in (a promise's resolve: the code after an await runs as its microtasks)
  if (!url) return 'a built-in (code resumed after an await, say)';
  const path = URL.canParse(url) ? new URL(url).pathname : url;
  return /\.m?js$/.test(path) ? path : `an inline script of ${path}`;
}
/** The trace events that say what a task did, by the kind of work each stands for. */
const WORK_KINDS = [
  ['style and layout', ['UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'Commit']],
  ['HTML parsing', ['ParseHTML']],
  ['garbage collection', ['MinorGC', 'MajorGC']],
  ['navigation', ['DocumentLoader::CommitNavigation', 'DocumentLoader::BodyLoadingFinished']],
];
const CALLBACK_KINDS = { TimerFire: 'timer', FireAnimationFrame: 'animation frame', EventDispatch: 'event', FireIdleCallback: 'idle callback' };

/**
 * What a task was, for a developer to find it: a script's evaluation (its file), a callback of a script (the file of
 * the function it ran — a timer, an event, a message …), or else the kind of the browser's own work that took most
 * of it; a task whose work the trace does not show (the network handing over a response body, for one) is
 * 'unattributed'.
 */
export function taskCause(task, threadEvents) {
  const inside = threadEvents.filter((event) => event !== task && event.ts >= task.ts && event.ts + event.dur <= task.ts + task.dur);
  const evaluated = inside.find((event) => event.name === 'EvaluateScript');
  if (evaluated) return `evaluate ${scriptOf(evaluated.args?.data?.url)}`;
  const call = inside.find((event) => event.name === 'FunctionCall');
  if (call) {
    const trigger = inside.find((event) => event.name in CALLBACK_KINDS && event.ts <= call.ts);
    return `${trigger ? CALLBACK_KINDS[trigger.name] : 'callback'} in ${scriptOf(call.args?.data?.url)}`;
  }
  let cause = 'unattributed';
  let longest = 0;
  for (const [kind, names] of WORK_KINDS) {
    const ms = inside.filter((event) => names.includes(event.name)).reduce((sum, event) => sum + event.dur, 0);
    if (ms > longest) [cause, longest] = [kind, ms];
  }
  return cause;
}

/** The observed blocking of one run by what caused it (taskCause), in milliseconds; null without an FCP. */
export function observedBlockingByCause(trace) {
  return blockingByCause(countedTasks(trace?.traceEvents ?? []));
}

/** The on-CPU blocking of one run (onCpuBlockingMs) by what caused it, as observedBlockingByCause. */
export function onCpuBlockingByCause(trace) {
  return blockingByCause(countedTasks(trace?.traceEvents ?? [], 'tdur'));
}

function blockingByCause(counted) {
  if (!counted) return null;
  const byCause = {};
  for (const { task, blockingMs } of counted.tasks) {
    if (blockingMs === 0) continue;
    const cause = taskCause(task, counted.threadEvents);
    byCause[cause] = (byCause[cause] ?? 0) + blockingMs;
  }
  return byCause;
}

/**
 * Each cause's blocking (observedBlockingByCause) as a mean over the runs: a cause that blocked in some runs only still
 * counts, and the means add up to the mean total. Null when no run had a trace to count.
 */
export function meanByCause(runs) {
  if (runs.length === 0) return null;
  const sums = {};
  for (const run of runs) for (const [cause, ms] of Object.entries(run)) sums[cause] = (sums[cause] ?? 0) + ms;
  return Object.fromEntries(Object.entries(sums).map(([cause, ms]) => [cause, ms / runs.length]));
}
