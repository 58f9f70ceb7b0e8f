// For tests on fake timers: the next animation frame, then the task queued from it — what afterNextPaint waits for.
// A timer set while fake timers tick is due at least 1 ms later, hence the extra millisecond.
export function paintNextFrame(): void {
  jest.advanceTimersToNextFrame();
  jest.advanceTimersByTime(1);
}
