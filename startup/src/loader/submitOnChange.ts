// A choice that takes effect when chosen (the currency selector, sort, on sale: `data-submit-on-change`) submits its
// form before the page's scripts run: the server answers it as it does without scripts, where a <noscript> submit
// button shows instead. Once React runs the control, its handler stops the change before it reaches the window, so a
// change is never submitted twice.
import { SUBMIT_ON_CHANGE_ATTRIBUTE } from '../pageGlobals';
import type { LoaderWindow } from './loaderWindow';

export function submitOnChange(w: LoaderWindow): void {
  w.addEventListener('change', (event) => {
    const target = event.target as HTMLInputElement | HTMLSelectElement | null;
    const form = target && target.form;
    if (!form || !target.hasAttribute(SUBMIT_ON_CHANGE_ATTRIBUTE)) return;
    if (form.requestSubmit) form.requestSubmit();
    else form.submit();
  });
}
