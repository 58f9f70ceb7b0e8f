// Loads the component of the open overlay from the remote that owns it; `retry` loads again after a failure.
import { useEffect, useState, type ComponentType } from 'react';
import { afterNextPaint, type OverlayComponentProps, type OverlayName, type RemoteName } from '@storefront/shared';
import { loadRemoteOverlay } from './loadRemoteOverlay';

export type OverlayLoadState = { status: 'loading' } | { status: 'ready'; Overlay: ComponentType<OverlayComponentProps> } | { status: 'failed' };

type Loaded = { key: string; state: OverlayLoadState };

export function useOverlayComponent(name: OverlayName | undefined, owner: RemoteName | undefined): { state: OverlayLoadState; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const key = `${owner}/${name}/${attempt}`;
  const retrying = attempt > 0;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    if (!name || !owner) return;
    let current = true;
    const settle = (state: OverlayLoadState) => {
      if (current) setLoaded({ key, state });
    };
    // Loaded once the layer has painted (decision 0044): the press has its answer on screen by then, so the content
    // renders in one go; and a press that opened it adds its cart line first (addToCart's answerFirst, queued before
    // this), so the content never shows the cart as it was before the press.
    afterNextPaint(() => {
      if (!current) return;
      loadRemoteOverlay(owner, name, retrying).then(
        (Overlay) => settle({ status: 'ready', Overlay }),
        () => settle({ status: 'failed' }),
      );
    });
    return () => {
      current = false;
    };
  }, [name, owner, key, retrying]);
  // A result belongs to the overlay and attempt it was loaded for, so switching overlays never shows the previous one.
  const state: OverlayLoadState = !owner ? { status: 'failed' } : loaded?.key === key ? loaded.state : { status: 'loading' };
  return { state, retry: () => setAttempt((n) => n + 1) };
}
