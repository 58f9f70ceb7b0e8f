import { observedBlockingMs } from './observedBlocking.mjs';

const PAGE = { pid: 20, tid: 20 };
const task = (startMs, durationMs, thread = PAGE) => ({ name: 'RunTask', ph: 'X', ...thread, ts: startMs * 1000, dur: durationMs * 1000 });
const trace = (...events) => ({
  traceEvents: [
    { name: 'TracingStartedInBrowser', args: { data: { frames: [{ frame: 'MAIN', isOutermostMainFrame: true, processId: 10 }] } } },
    // a paint of another frame (an iframe) is not the page's
    { name: 'firstContentfulPaint', ph: 'R', pid: 30, tid: 30, ts: 100_000, args: { frame: 'CHILD' } },
    { name: 'firstContentfulPaint', ph: 'R', ...PAGE, ts: 500_000, args: { frame: 'MAIN' } },
    ...events,
  ],
});

test("counts the page's tasks after its first contentful paint as Lantern does: 4× their length, less 50 ms", () => {
  // 30 ms → 70 ms blocking; 12.5 ms → exactly 50, none; 9 ms is not a task of its own for Lantern
  expect(observedBlockingMs(trace(task(600, 30), task(700, 12.5), task(800, 9)))).toBe(70);
});

test('leaves out tasks before the first contentful paint and tasks of other threads', () => {
  expect(observedBlockingMs(trace(task(400, 100), task(600, 40, { pid: 20, tid: 21 }), task(600, 40, { pid: 30, tid: 30 })))).toBe(0);
});

test('a trace without the first contentful paint (a failed run) has no figure', () => {
  expect(observedBlockingMs({ traceEvents: [task(600, 30)] })).toBeNull();
});
