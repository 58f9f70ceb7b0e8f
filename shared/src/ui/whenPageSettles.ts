// Runs work the page does not need yet once it has settled: after its load event, at the end of a stretch of quiet
// in which the browser had nothing else to do. The first idle moment comes much sooner, between the tasks the page
// starts with (decision 0049): work begun there, the whole catalogue's download and parse, ran alongside the page's
// own start on a phone's few cores and made that start later.

/** Chromium offers idle periods of up to 50 ms when no frame and no task is waiting: such a period is a quiet one. */
export const QUIET_IDLE_PERIOD_MS = 45;

export interface SettleOptions {
  /** How long the page must stay quiet. */
  quietMs?: number;
  /** After the load event, the work runs after this long at the latest, quiet or not (a page that keeps animating). */
  maxWaitMs?: number;
}

export const SETTLE_QUIET_MS = 500;
export const SETTLE_MAX_WAIT_MS = 10_000;

export function whenPageSettles(work: () => void, { quietMs = SETTLE_QUIET_MS, maxWaitMs = SETTLE_MAX_WAIT_MS }: SettleOptions = {}): void {
  const afterLoad = () => {
    // A browser without idle callbacks (Safari before 18.4) is given a fixed pause instead.
    if (typeof window.requestIdleCallback !== 'function') {
      setTimeout(work, quietMs);
      return;
    }
    const giveUpAt = performance.now() + maxWaitMs;
    let quietSince: number | undefined;
    const onIdle = (deadline: IdleDeadline) => {
      const now = performance.now();
      if (deadline.didTimeout || now >= giveUpAt) return work();
      if (deadline.timeRemaining() < QUIET_IDLE_PERIOD_MS) quietSince = undefined;
      else if (now - (quietSince ??= now) >= quietMs) return work();
      window.requestIdleCallback(onIdle, { timeout: giveUpAt - now });
    };
    window.requestIdleCallback(onIdle, { timeout: maxWaitMs });
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}
