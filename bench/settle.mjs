// Before anything is measured, the store finishes the work it starts by itself: on a fresh data directory it draws
// every product picture and prepares the digital goods in the background (minutes of a core). Measured beside that
// work on a two-core machine, the page's main-thread tasks took 1.6–2.9× as long in wall time as in thread time, and
// Lighthouse computes blocking time from wall time. A shop in its steady state is what the budgets are about.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** The fields of /proc/<pid>/stat after the command name (state, ppid, …), or null once the process is gone. */
function statFields(pid) {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  } catch {
    return null;
  }
}

/** CPU time (user + system) of a Linux process so far, in ms; /proc counts it in ticks of 10 ms. */
function cpuMs(pid) {
  const fields = statFields(pid);
  return fields ? (Number(fields[11]) + Number(fields[12])) * 10 : 0;
}

/** CPU time of a process and every process under it (a browser and its renderer, GPU and utility processes). */
function treeCpuMs(rootPid) {
  const children = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const fields = statFields(name);
    if (fields) children.set(fields[1], [...(children.get(fields[1]) ?? []), name]);
  }
  let total = 0;
  for (const pending = [String(rootPid)]; pending.length;) {
    const pid = pending.pop();
    total += cpuMs(pid);
    pending.push(...(children.get(pid) ?? []));
  }
  return total;
}

/**
 * Waits until the process `pid` (with `tree`, it and every process under it) uses at most `idleShare` of one core
 * over a window of `windowMs`. Returns how long that took and the CPU time used meanwhile; `settled: false` when
 * `maxMs` passed first, and null figures where the system does not show a process's CPU time (no /proc).
 */
export async function waitUntilIdle(pid, { windowMs = 2000, idleShare = 0.05, maxMs = 10 * 60_000, tree = false } = {}) {
  if (!existsSync(`/proc/${pid}/stat`)) return { settled: null, waitedMs: null, cpuMs: null };
  const used = tree ? () => treeCpuMs(pid) : () => cpuMs(pid);
  const started = Date.now();
  const cpuAtStart = used();
  for (;;) {
    const before = used();
    await sleep(windowMs);
    const settled = used() - before <= windowMs * idleShare;
    const waitedMs = Date.now() - started;
    if (settled || waitedMs >= maxMs) return { settled, waitedMs, cpuMs: used() - cpuAtStart };
  }
}
