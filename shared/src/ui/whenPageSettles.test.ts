import { QUIET_IDLE_PERIOD_MS, SETTLE_MAX_WAIT_MS, SETTLE_QUIET_MS, whenPageSettles } from './whenPageSettles';

type IdleCall = { callback: IdleRequestCallback; timeout?: number };
let idleCalls: IdleCall[];

/** Answers the pending idle callback as the browser would, `remaining` ms into an idle period, at the fake clock's time. */
function idlePeriod(remaining: number, didTimeout = false): void {
  const call = idleCalls.shift();
  if (!call) throw new Error('no idle callback is waiting');
  call.callback({ didTimeout, timeRemaining: () => remaining });
}

const setReadyState = (state: DocumentReadyState) => Object.defineProperty(document, 'readyState', { value: state, configurable: true });

beforeEach(() => {
  jest.useFakeTimers();
  idleCalls = [];
  window.requestIdleCallback = (callback, options) => idleCalls.push({ callback, timeout: options?.timeout });
  setReadyState('complete');
});
afterEach(() => {
  jest.useRealTimers();
  // @ts-expect-error jsdom has none; the tests gave it one
  delete window.requestIdleCallback;
  setReadyState('complete');
});

describe('whenPageSettles (decision 0049)', () => {
  it(`runs the work only after ${SETTLE_QUIET_MS} ms of whole idle periods, not in the first idle moment`, () => {
    const work = jest.fn();
    whenPageSettles(work);
    idlePeriod(QUIET_IDLE_PERIOD_MS);
    expect(work).not.toHaveBeenCalled();
    for (let quiet = 0; quiet < SETTLE_QUIET_MS; quiet += 50) {
      jest.advanceTimersByTime(50);
      idlePeriod(QUIET_IDLE_PERIOD_MS + 4);
    }
    expect(work).toHaveBeenCalledTimes(1);
    expect(idleCalls).toHaveLength(0);
  });

  it('starts counting the quiet again when a short idle period shows the page busy', () => {
    const work = jest.fn();
    whenPageSettles(work, { quietMs: 200 });
    idlePeriod(49);
    jest.advanceTimersByTime(150);
    idlePeriod(3); // between two tasks of the page's start
    jest.advanceTimersByTime(50);
    idlePeriod(49);
    jest.advanceTimersByTime(150);
    idlePeriod(49);
    expect(work).not.toHaveBeenCalled();
    jest.advanceTimersByTime(50);
    idlePeriod(49);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('waits for the load event of a page still loading', () => {
    setReadyState('loading');
    const work = jest.fn();
    whenPageSettles(work, { quietMs: 0 });
    expect(idleCalls).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    idlePeriod(49);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it(`runs after ${SETTLE_MAX_WAIT_MS} ms at the latest on a page that never goes quiet`, () => {
    const work = jest.fn();
    whenPageSettles(work);
    expect(idleCalls[0].timeout).toBe(SETTLE_MAX_WAIT_MS);
    for (let busy = 0; busy < SETTLE_MAX_WAIT_MS - 16; busy += 16) {
      jest.advanceTimersByTime(16);
      idlePeriod(5);
    }
    expect(work).not.toHaveBeenCalled();
    expect(idleCalls[0].timeout).toBeLessThanOrEqual(16);
    jest.advanceTimersByTime(16);
    idlePeriod(5);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs when the browser calls back because the timeout passed', () => {
    const work = jest.fn();
    whenPageSettles(work);
    idlePeriod(0, true);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('waits a fixed pause in a browser without idle callbacks', () => {
    // @ts-expect-error a browser without requestIdleCallback
    delete window.requestIdleCallback;
    const work = jest.fn();
    whenPageSettles(work);
    jest.advanceTimersByTime(SETTLE_QUIET_MS - 1);
    expect(work).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
  });
});
