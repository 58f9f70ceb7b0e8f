// Where Lighthouse's TBT comes from, in its own simulated load. Its long-tasks audit lists the page's main-thread tasks
// as Lantern simulates them (a task's wall time stretched 4×, 2× for a task that laid out) that reach 50 ms, each
// attributed to a script file or, for what no script ran (the HTML's parsing, its inline scripts, style, layout and
// paint), to the document. TBT counts what each such task exceeds 50 ms by, between the simulated FCP and TTI.
//
// Split by that attribution, a run's blocking says how much is the scripts' own tasks and how much the document's,
// which the floor (every script blocked) has too. In runs here the document's first tasks, before the observed first
// paint, carry most of it and swing by hundreds of milliseconds from run to run with the machine's load; the
// difference of two medians (the TBT added) inherits that swing, where the scripts' own share does not (decision 0053).
// The audit keeps the 20 longest tasks and the simulated FCP–TTI window is left out: this is a breakdown, not TBT.
import { BLOCKING_LINE_MS } from './observedBlocking.mjs';

const isScriptFile = (url) => URL.canParse(url) && /\.m?js$/.test(new URL(url).pathname);

/** { scriptFilesMs, documentMs }: the simulated long tasks' blocking by what they are attributed to; null without the audit. */
export function simulatedBlockingBySource(lhr) {
  const items = lhr.audits?.['long-tasks']?.details?.items;
  if (!Array.isArray(items)) return null;
  const blocking = { scriptFilesMs: 0, documentMs: 0 };
  for (const { url, duration } of items) {
    const over = Math.max(0, duration - BLOCKING_LINE_MS);
    if (isScriptFile(url)) blocking.scriptFilesMs += over;
    else blocking.documentMs += over;
  }
  return blocking;
}
