import { paintNextFrame } from '../testing/paintNextFrame';
import { afterNextPaint, FRAME_WAIT_LIMIT_MS } from './afterNextPaint';

const setVisibility = (state: DocumentVisibilityState) => Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });

beforeEach(() => {
  jest.useFakeTimers();
  setVisibility('visible');
});
afterEach(() => {
  jest.runOnlyPendingTimers();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('afterNextPaint (decision 0044)', () => {
  it('runs the work in a task after the next animation frame, not before it', () => {
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const work = jest.fn();
    afterNextPaint(work);
    jest.advanceTimersByTime(FRAME_WAIT_LIMIT_MS - 1);
    expect(work).not.toHaveBeenCalled();
    frames.forEach((frame) => frame(performance.now()));
    expect(work).not.toHaveBeenCalled(); // the frame itself is still to be laid out and painted
    jest.advanceTimersByTime(0);
    expect(work).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(FRAME_WAIT_LIMIT_MS);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs everything queued before that frame in one go, in the order it was queued', () => {
    const order: string[] = [];
    afterNextPaint(() => order.push('cart line'));
    afterNextPaint(() => order.push('overlay content'));
    expect(order).toEqual([]);
    paintNextFrame();
    expect(order).toEqual(['cart line', 'overlay content']);
  });

  it('keeps running the rest when one piece throws, and reports the error as uncaught', () => {
    const later = jest.fn();
    afterNextPaint(() => {
      throw new Error('broken');
    });
    afterNextPaint(later);
    expect(paintNextFrame).not.toThrow();
    expect(later).toHaveBeenCalled();
    expect(() => jest.runOnlyPendingTimers()).toThrow('broken');
  });

  it('runs at once when the page is left before its next frame (pagehide)', () => {
    const work = jest.fn();
    afterNextPaint(work);
    window.dispatchEvent(new Event('pagehide'));
    expect(work).toHaveBeenCalledTimes(1);
    jest.runOnlyPendingTimers();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs in the next task on a hidden page, which paints no frames', () => {
    setVisibility('hidden');
    const frame = jest.spyOn(window, 'requestAnimationFrame');
    const work = jest.fn();
    afterNextPaint(work);
    jest.advanceTimersByTime(0);
    expect(work).toHaveBeenCalled();
    expect(frame).not.toHaveBeenCalled();
  });

  it(`runs after ${FRAME_WAIT_LIMIT_MS} ms when no frame comes (the page was hidden meanwhile)`, () => {
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 1);
    const work = jest.fn();
    afterNextPaint(work);
    jest.advanceTimersByTime(FRAME_WAIT_LIMIT_MS - 1);
    expect(work).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
  });
});
