// The slot where remotes' modals and panels mount: one at a time, closed on navigation and Escape, focus trapped.
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { closeOverlay, selectOverlay, useAppDispatch, useAppSelector, type OverlayComponentProps } from '@storefront/shared';
import { useRemotesManifest } from '../federation/RemotesContext';
import { RemoteFallback } from '../remote-ui/RemoteFallback';
import { RemoteProgress } from '../remote-ui/RemoteProgress';
import { RemoteBoundary } from '../remote-ui/RemoteBoundary';
import { loadRemoteOverlay } from './loadRemoteOverlay';
import { useFocusTrap } from './useFocusTrap';
import styles from './OverlayHost.module.css';

type LoadState = { status: 'loading' } | { status: 'ready'; Overlay: ComponentType<OverlayComponentProps> } | { status: 'failed' };

export function OverlayHost() {
  const overlay = useAppSelector(selectOverlay);
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const manifest = useRemotesManifest();
  const owner = overlay ? manifest.remotes.find((r) => r.overlays.includes(overlay.name))?.name : undefined;
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const close = () => dispatch(closeOverlay());

  const lastPath = useRef(pathname);
  useEffect(() => {
    if (lastPath.current !== pathname) dispatch(closeOverlay());
    lastPath.current = pathname;
  }, [pathname, dispatch]);

  useEffect(() => {
    if (!overlay || !owner) return;
    let current = true;
    setState({ status: 'loading' });
    loadRemoteOverlay(owner, overlay.name).then(
      (Overlay) => current && setState({ status: 'ready', Overlay }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [overlay?.name, owner, attempt]);

  useEffect(() => {
    if (!overlay) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dispatch(closeOverlay());
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [overlay, dispatch]);

  useFocusTrap(rootRef, !!overlay, state.status);

  if (!overlay) return null;
  const retry = () => setAttempt((n) => n + 1);
  return (
    <div className={styles.layer} data-overlay={overlay.name}>
      <div className={styles.backdrop} onClick={close} aria-hidden="true" />
      <div ref={rootRef} className={styles.content} tabIndex={-1}>
        {!owner || state.status === 'failed' ? (
          <div className={styles.fallbackBox} role="dialog" aria-modal="true" aria-label="Unavailable">
            <RemoteFallback remote={owner ?? 'unknown'} onRetry={retry} compact />
            <button type="button" className={styles.close} onClick={close}>
              Close
            </button>
          </div>
        ) : state.status === 'loading' ? (
          <RemoteProgress remote={owner} compact />
        ) : (
          <RemoteBoundary remote={owner} onRetry={retry} compact>
            <state.Overlay close={close} props={overlay.props} />
          </RemoteBoundary>
        )}
      </div>
    </div>
  );
}
