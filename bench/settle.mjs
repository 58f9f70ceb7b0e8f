// Before anything is measured, the store finishes the work it starts by itself: on a fresh data directory it draws
// every product picture and prepares the digital goods in the background (minutes of a core). Measured beside that
// work on a two-core machine, the page's main-thread tasks took 1.6–2.9× as long in wall time as in thread time, and
// Lighthouse computes blocking time from wall time. A shop in its steady state is what the budgets are about.
import { existsSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** CPU time (user + system) of a Linux process so far, in ms; /proc counts it in ticks of 10 ms. */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * Waits until the process `pid` uses at most `idleShare` of one core over a window of `windowMs`. Returns how long
 * that took and the CPU time the process used meanwhile; `settled: false` when `maxMs` passed first, and null figures
 * where the system does not show a process's CPU time (no /proc).
 */
export async function waitUntilIdle(pid, { windowMs = 2000, idleShare = 0.05, maxMs = 10 * 60_000 } = {}) {
  if (!existsSync(`/proc/${pid}/stat`)) return { settled: null, waitedMs: null, cpuMs: null };
  const started = Date.now();
  const cpuAtStart = cpuMs(pid);
  for (;;) {
    const before = cpuMs(pid);
    await sleep(windowMs);
    const settled = cpuMs(pid) - before <= windowMs * idleShare;
    const waitedMs = Date.now() - started;
    if (settled || waitedMs >= maxMs) return { settled, waitedMs, cpuMs: cpuMs(pid) - cpuAtStart };
  }
}
