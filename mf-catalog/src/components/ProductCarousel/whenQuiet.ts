// Runs a piece of work that replaces what is on screen (the featured row's still view by the Swiper) in a quiet
// moment: when the browser is idle and no finger or button is pressed inside the area it replaces. Done in the middle
// of a press, the press would start on an element that is gone when it ends, and its click would be lost.

const IDLE_TIMEOUT_MS = 1000;

function onIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, 0);
  return () => window.clearTimeout(handle);
}

/** Schedules `work` for the first quiet moment in `area`; answers a function that cancels it. */
export function whenQuiet(area: HTMLElement, work: () => void): () => void {
  let pressed = false;
  let cancelIdle: (() => void) | null = null;
  const schedule = () => {
    if (pressed || cancelIdle) return;
    cancelIdle = onIdle(() => {
      cancelIdle = null;
      if (pressed) return;
      stop();
      work();
    });
  };
  const press = () => {
    pressed = true;
  };
  // The click follows the pointer's release in the same task: the work waits for a task after both.
  const release = () => {
    if (!pressed) return;
    pressed = false;
    window.setTimeout(schedule, 0);
  };
  function stop() {
    cancelIdle?.();
    cancelIdle = null;
    area.removeEventListener('pointerdown', press, true);
    window.removeEventListener('pointerup', release, true);
    window.removeEventListener('pointercancel', release, true);
  }
  area.addEventListener('pointerdown', press, true);
  window.addEventListener('pointerup', release, true);
  window.addEventListener('pointercancel', release, true);
  schedule();
  return stop;
}
