// Runs work once the browser has painted its next frame, so a press paints its answer (the overlay it opens) before
// the rest of its work runs (decision 0044). Callbacks run in the order they were queued, in one task:
// a cart line a press queues is in the store before the overlay content its render queued starts loading.

type Work = () => void;

/** A page hidden while it waits paints no frame (requestAnimationFrame waits for it to be shown): the work runs anyway. */
export const FRAME_WAIT_LIMIT_MS = 100;

const queue: Work[] = [];
let waiting = false;

function runQueue(): void {
  waiting = false;
  for (const work of queue.splice(0)) {
    try {
      work();
    } catch (error) {
      // One failing piece must not drop the others; the error is still reported as uncaught.
      setTimeout(() => {
        throw error;
      });
    }
  }
}

let leavingWatched = false;

export function afterNextPaint(work: Work): void {
  queue.push(work);
  if (waiting) return;
  waiting = true;
  // A page left before its next frame (a reload or a navigation right after the press) still gets the work done.
  if (!leavingWatched && typeof window !== 'undefined') {
    leavingWatched = true;
    window.addEventListener('pagehide', runQueue);
  }
  let ran = false;
  const runOnce = () => {
    if (ran) return;
    ran = true;
    runQueue();
  };
  const painting = typeof document !== 'undefined' && document.visibilityState === 'visible' && typeof requestAnimationFrame === 'function';
  // A frame's animation callbacks run just before it is laid out and painted; a task queued from one runs after it.
  if (painting) requestAnimationFrame(() => setTimeout(runOnce, 0));
  setTimeout(runOnce, painting ? FRAME_WAIT_LIMIT_MS : 0);
}
