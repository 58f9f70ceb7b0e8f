// An overlay's code is loaded when the pointer, a touch or the focus reaches a control that opens it (one marked with
// opensOverlay, @storefront/shared/contracts), in the page's next idle moment: otherwise the press that opens it —
// adding to the cart opens the cart dialog — waited for the owning remote's manifest, entry and chunk to arrive and
// run before the dialog could paint (decision 0028). Nothing is loaded for a page nobody reaches for.
import type { OverlayName, RemoteName } from '@storefront/shared';
import { OPENS_OVERLAY_ATTRIBUTE } from '@storefront/shared/contracts';
import type { RemoteDescriptor } from '@storefront/shared/contracts';
import { loadRemoteModule } from '../federation/loadRemoteModule';
import { overlayOwner } from './overlayOwner';

const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

/** Starts watching `target` (the document); returns a function that stops. */
export function preloadOverlaysOnIntent(remotes: RemoteDescriptor[], target: EventTarget = document): () => void {
  const asked = new Set<OverlayName>();
  const onIntent = (event: Event) => {
    const control = event.target instanceof Element ? event.target.closest(`[${OPENS_OVERLAY_ATTRIBUTE}]`) : null;
    const name = control?.getAttribute(OPENS_OVERLAY_ATTRIBUTE) as OverlayName | null | undefined;
    if (!name || asked.has(name)) return;
    asked.add(name);
    const owner = overlayOwner(remotes, name);
    if (owner) whenIdle(() => preload(owner, name));
  };
  INTENT_EVENTS.forEach((type) => target.addEventListener(type, onIntent, { capture: true, passive: true }));
  return () => INTENT_EVENTS.forEach((type) => target.removeEventListener(type, onIntent, { capture: true }));
}

/**
 * The overlay's own chunk is fetched without a timeout or a report of its own: opening the overlay waits for the same
 * request within the remote timeout and reports a failure then, so a slow preload never fails anything by itself.
 */
function preload(owner: RemoteName, name: OverlayName): void {
  loadRemoteModule(`${owner}/overlays`)
    .then((mod) => mod.overlays[name]?.())
    .catch(() => undefined);
}

function whenIdle(work: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(work, { timeout: 500 });
  else setTimeout(work, 0);
}
