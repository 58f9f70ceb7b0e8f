// A route element owned by a remote: shows progress while its code loads, then sets the route's title and
// description and shows the screen, or a fallback with Retry.
import { useEffect, useState, type ComponentType } from 'react';
import { applyPageMetadata } from '@storefront/shared';
import { loadRemoteScreen } from './loadRemoteScreen';
import { RemoteBoundary } from '../remote-ui/RemoteBoundary';
import { RemoteFallback } from '../remote-ui/RemoteFallback';
import { RemoteProgress } from '../remote-ui/RemoteProgress';

type LoadState = { status: 'loading' } | { status: 'ready'; Screen: ComponentType } | { status: 'failed' };

export function RemoteRoute({ remote, path }: { remote: string; path: string }) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    loadRemoteScreen(remote, path).then(
      ({ Screen, title, description }) => {
        if (!current) return;
        // Before the screen mounts, so a screen that sets its own metadata (a product page) has the last word.
        applyPageMetadata({ title, description });
        setState({ status: 'ready', Screen });
      },
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [remote, path, attempt]);

  const retry = () => setAttempt((n) => n + 1);
  if (state.status === 'loading') return <RemoteProgress remote={remote} />;
  if (state.status === 'failed') return <RemoteFallback remote={remote} onRetry={retry} />;
  const { Screen } = state;
  return (
    <RemoteBoundary remote={remote} onRetry={retry}>
      <Screen />
    </RemoteBoundary>
  );
}
