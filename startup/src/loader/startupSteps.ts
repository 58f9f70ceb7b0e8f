// The loader's work, one element or storage read per step: a preload link for each start-up chunk, the entry scripts
// in order, then a read of local storage and of session storage. Starting a request costs main-thread time, and the
// first read of either storage waits on the browser process to hand over the origin's storage (2–21 ms each under
// Lighthouse), so on a shown page each step gets a task of its own, while the scripts download and the main thread has
// nothing else to do. A hidden page, whose timers the browser may hold back, takes every step at once.
import type { PageScripts } from '../pageGlobals';
import type { LoaderWindow } from './loaderWindow';

type Step = () => void;

export function startupSteps(w: LoaderWindow, { entries, preloads }: PageScripts): Step[] {
  const add = (element: HTMLElement) => w.document.head.appendChild(element);
  const preload = (href: string) => () => {
    const link = w.document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    add(link);
  };
  const entry = (src: string) => () => {
    const script = w.document.createElement('script');
    script.src = src;
    // Added by script, an element is async by default; the entries must run in the order the build lists them.
    script.async = false;
    add(script);
  };
  const read = (storage: () => Storage) => () => {
    try {
      void storage().length;
    } catch {
      // Storage refused (a privacy mode): the app copes with that where it uses it.
    }
  };
  return [...preloads.map(preload), ...entries.map(entry), read(() => w.localStorage), read(() => w.sessionStorage)];
}

/** Takes the steps in order: each in a task of its own when `inTasks`, else all now. */
export function takeSteps(w: LoaderWindow, steps: Step[], inTasks: boolean): void {
  const next = () => {
    const step = steps.shift();
    if (!step) return;
    step();
    if (inTasks) w.setTimeout(next, 0);
    else next();
  };
  next();
}
