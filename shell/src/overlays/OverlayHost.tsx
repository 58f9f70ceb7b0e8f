// The slot where remotes' modals and panels mount: one at a time, closed on every route change and by Escape, the
// page behind held still (its layer contains scrolling), focus trapped inside and given back to the opener afterwards.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { closeOverlay, selectOverlay, useAppDispatch, useAppSelector } from '@storefront/shared';
import { useRemotesManifest } from '../federation/RemotesContext';
import { RemoteFallback } from '../remote-ui/RemoteFallback';
import { RemoteProgress } from '../remote-ui/RemoteProgress';
import { RemoteBoundary } from '../remote-ui/RemoteBoundary';
import { useEscapeKey } from './useEscapeKey';
import { useFocusTrap } from './useFocusTrap';
import { useOverlayComponent } from './useOverlayComponent';
import { overlayOwner } from './overlayOwner';
import styles from './OverlayHost.module.css';

export function OverlayHost() {
  const overlay = useAppSelector(selectOverlay);
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const manifest = useRemotesManifest();
  const owner = overlay ? overlayOwner(manifest.remotes, overlay.name) : undefined;
  const { state, retry } = useOverlayComponent(overlay?.name, owner);
  const rootRef = useRef<HTMLDivElement>(null);
  const close = () => dispatch(closeOverlay());

  const lastPath = useRef(pathname);
  useEffect(() => {
    if (lastPath.current !== pathname) dispatch(closeOverlay());
    lastPath.current = pathname;
  }, [pathname, dispatch]);

  useEscapeKey(!!overlay, close);
  useFocusTrap(rootRef, !!overlay, `${overlay?.name}:${state.status}`);

  if (!overlay) return null;
  // No remote lists it: remotes.json is missing an entry, and the fallback can only name the overlay.
  const fallbackRemote = owner ?? overlay.name;
  const fallback = (
    <div className={styles.fallbackBox} role="dialog" aria-modal="true" aria-label="Unavailable">
      <RemoteFallback remote={fallbackRemote} onRetry={retry} compact />
      <button type="button" className={styles.close} onClick={close}>
        Close
      </button>
    </div>
  );
  return (
    <div className={styles.layer} data-overlay={overlay.name}>
      <div className={styles.backdrop} onClick={close} aria-hidden="true" />
      <div ref={rootRef} className={styles.content} tabIndex={-1}>
        {state.status === 'failed' ? (
          fallback
        ) : state.status === 'loading' ? (
          <RemoteProgress remote={fallbackRemote} compact />
        ) : (
          // A new attempt unmounts the boundary (loading in between), so the next one starts without the error.
          <RemoteBoundary remote={fallbackRemote} onRetry={retry} fallback={fallback}>
            <state.Overlay close={close} props={overlay.props} />
          </RemoteBoundary>
        )}
      </div>
    </div>
  );
}
