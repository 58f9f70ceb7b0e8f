import { meanByCause, observedBlockingByCause, observedBlockingMs, onCpuBlockingByCause, onCpuBlockingMs } from './observedBlocking.mjs';

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

describe('onCpuBlockingMs', () => {
  const onCpu = (startMs, wallMs, cpuMs) => ({ ...task(startMs, wallMs), tdur: cpuMs * 1000 });

  test('counts the same tasks on the time their thread ran, not the time they waited for a core', () => {
    // 40 ms wall of which 20 on a CPU → 30 ms; 30 ms wall, 10 on a CPU → none (it blocks 70 by wall time)
    const run = trace(onCpu(600, 40, 20), onCpu(700, 30, 10), onCpu(400, 100, 100));
    expect(onCpuBlockingMs(run)).toBe(30);
    expect(observedBlockingMs(run)).toBe(110 + 70);
  });

  test('a trace without the first contentful paint has no figure', () => {
    expect(onCpuBlockingMs({ traceEvents: [onCpu(600, 30, 30)] })).toBeNull();
    expect(onCpuBlockingByCause({ traceEvents: [onCpu(600, 30, 30)] })).toBeNull();
  });

  test('names the causes as observedBlockingByCause does, each with its on-CPU blocking', () => {
    const evaluated = {
      name: 'EvaluateScript',
      ph: 'X',
      ...PAGE,
      ts: 601_000,
      dur: 38_000,
      tdur: 19_000,
      args: { data: { url: 'http://127.0.0.1:4000/main.1a2b3c4d.js' } },
    };
    const run = trace(onCpu(600, 40, 20), evaluated, onCpu(700, 30, 10));
    expect(onCpuBlockingByCause(run)).toEqual({ 'evaluate /main.1a2b3c4d.js': 30 });
    expect(observedBlockingByCause(run)).toEqual({ 'evaluate /main.1a2b3c4d.js': 110, unattributed: 70 });
  });
});

describe('observedBlockingByCause', () => {
  const inside = (name, startMs, durationMs, data) => ({ name, ph: 'X', ...PAGE, ts: startMs * 1000, dur: durationMs * 1000, args: { data } });
  const url = (path) => `http://127.0.0.1:4000${path}`;

  test("names each counted task by what it ran, and the blocking adds up to the run's total", () => {
    const run = trace(
      task(600, 30),
      inside('EvaluateScript', 601, 28, { url: url('/main.1a2b3c4d.js') }),
      inside('v8.compile', 602, 10),
      task(700, 20),
      inside('TimerFire', 700.5, 19),
      inside('FunctionCall', 701, 18, { url: url('/lib-react.0f0f0f0f.js') }),
      task(800, 25),
      inside('FunctionCall', 801, 20, { url: url('/store') }),
      task(900, 40),
      inside('UpdateLayoutTree', 901, 10),
      inside('Layout', 911, 25),
      inside('ParseHTML', 936, 3),
      task(1000, 16),
      inside('ResourceReceivedData', 1001, 0),
      task(1050, 20),
      inside('TimerFire', 1050.5, 19),
      inside('FunctionCall', 1051, 1, {}),
      inside('RunMicrotasks', 1052, 17),
      task(1100, 11),
      inside('EvaluateScript', 1101, 10, { url: url('/small.js') }),
    );
    expect(observedBlockingByCause(run)).toEqual({
      'evaluate /main.1a2b3c4d.js': 70,
      'timer in /lib-react.0f0f0f0f.js': 30,
      'callback in an inline script of /store': 50,
      'style and layout': 110,
      unattributed: 14,
      'timer in a built-in (code resumed after an await, say)': 30,
    });
    expect(observedBlockingMs(run)).toBe(70 + 30 + 50 + 110 + 14 + 30);
  });

  test('a trace without the first contentful paint has no causes either', () => {
    expect(observedBlockingByCause({ traceEvents: [task(600, 30)] })).toBeNull();
  });
});

test('meanByCause: each cause over every run, so a cause seen in one run of two counts half', () => {
  expect(meanByCause([{ a: 100, b: 20 }, { a: 50 }])).toEqual({ a: 75, b: 10 });
  expect(meanByCause([])).toBeNull();
});
