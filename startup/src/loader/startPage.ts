// The inline loader's whole job, in the order a page runs it: choices that act on change submit their form; both
// storages are named at once (naming one binds it, and the browser starts loading the origin's data in the background,
// so the first real read waits only for the data); then, once the page has loaded and been shown, the start-up
// elements are added one per task. A hidden page paints no frames, so it starts them at load, all at once.
import type { PageScripts } from '../pageGlobals';
import type { LoaderWindow } from './loaderWindow';
import { startupSteps, takeSteps } from './startupSteps';
import { submitOnChange } from './submitOnChange';
import { whenShown } from './whenShown';

export function startPage(w: LoaderWindow, scripts: PageScripts | null): void {
  submitOnChange(w);
  try {
    void w.localStorage;
    void w.sessionStorage;
  } catch {
    // Storage refused: nothing to bind early.
  }
  if (!scripts) return;
  const steps = startupSteps(w, scripts);
  const loaded = () => {
    if (w.document.hidden) takeSteps(w, steps, false);
    else whenShown(w, () => w.requestAnimationFrame(() => w.setTimeout(() => takeSteps(w, steps, true), 0)));
  };
  if (w.document.readyState === 'complete') loaded();
  else w.addEventListener('load', loaded, { once: true });
}
