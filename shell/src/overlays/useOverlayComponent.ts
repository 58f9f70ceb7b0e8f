// Loads the component of the open overlay from the remote that owns it; `retry` loads again after a failure.
import { startTransition, useEffect, useState, type ComponentType } from 'react';
import type { OverlayComponentProps, OverlayName, RemoteName } from '@storefront/shared';
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
    // In a transition: an overlay whose code is already here (loaded on intent, preloadOverlays.ts) resolves within
    // the press's own task, and would otherwise be rendered whole before the press could paint anything.
    const settle = (state: OverlayLoadState) => {
      if (current) startTransition(() => setLoaded({ key, state }));
    };
    loadRemoteOverlay(owner, name, retrying).then(
      (Overlay) => settle({ status: 'ready', Overlay }),
      () => settle({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [name, owner, key, retrying]);
  // A result belongs to the overlay and attempt it was loaded for, so switching overlays never shows the previous one.
  const state: OverlayLoadState = !owner ? { status: 'failed' } : loaded?.key === key ? loaded.state : { status: 'loading' };
  return { state, retry: () => setAttempt((n) => n + 1) };
}
