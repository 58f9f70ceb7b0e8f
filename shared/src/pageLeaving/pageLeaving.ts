// Whether the shopper is leaving this page. As soon as a navigation to another document starts, Firefox aborts what
// the page is still loading (its fetches reject, its scripts and stylesheets fire `error`) while the page runs on
// until the next one answers; Chromium and WebKit leave those loads alone until the page is gone. A remote, a chunk
// or an API answer that fails then was cut off by the shopper, not broken, and is not reported as a failure.
//
// A navigation starts with `beforeunload` (listened to, never cancelled: Firefox, Chromium and WebKit all keep such
// a page in the back/forward cache). The page is in use again once shown from that cache (`pageshow`), or when the
// navigation never happened (a download, a mailto: link, a 204 answer) and the shopper goes on using it.

export interface PageLeaving {
  /** True from the start of a navigation away until the page is in use again. */
  isLeaving(): boolean;
  stop(): void;
}

const STAYING_EVENTS = ['pageshow', 'pointerdown', 'keydown'] as const;

export function watchPageLeaving(target: Pick<Window, 'addEventListener' | 'removeEventListener'>): PageLeaving {
  let leaving = false;
  const leave = () => {
    leaving = true;
  };
  const stay = () => {
    leaving = false;
  };
  target.addEventListener('beforeunload', leave);
  for (const type of STAYING_EVENTS) target.addEventListener(type, stay, { capture: true, passive: true });
  return {
    isLeaving: () => leaving,
    stop() {
      target.removeEventListener('beforeunload', leave);
      for (const type of STAYING_EVENTS) target.removeEventListener(type, stay, { capture: true });
    },
  };
}

// Watched from the moment this module is evaluated: every app that reports load failures imports it before loading.
const pageLeaving = typeof window === 'undefined' ? null : watchPageLeaving(window);

/** Whether a navigation away from this page has started: a load that fails now was aborted by it. */
export function isLeavingPage(): boolean {
  return pageLeaving?.isLeaving() ?? false;
}
