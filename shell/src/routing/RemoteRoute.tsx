// A route element owned by a remote: shows progress while its code loads, then the screen with the route's title
// and description, or a fallback with Retry. A screen whose code is already here renders at once.
import { useEffect, useState } from 'react';
import type { RemoteName } from '@storefront/shared';
import { loadedRemoteScreen, loadRemoteScreen, type LoadedScreen } from './loadRemoteScreen';
import { RouteMetadata } from './RouteMetadata';
import { RemoteBoundary } from '../remote-ui/RemoteBoundary';
import { RemoteFallback } from '../remote-ui/RemoteFallback';
import { RemoteProgress } from '../remote-ui/RemoteProgress';

type LoadState = { status: 'loading' } | { status: 'ready'; screen: LoadedScreen } | { status: 'failed' };

export function RemoteRoute({ remote, path }: { remote: RemoteName; path: string }) {
  const [attempt, setAttempt] = useState(0);
  const [loadedAtMount] = useState(() => loadedRemoteScreen(remote, path));
  const [state, setState] = useState<LoadState>(loadedAtMount ? { status: 'ready', screen: loadedAtMount } : { status: 'loading' });

  useEffect(() => {
    if (attempt === 0 && loadedAtMount) return;
    let current = true;
    setState({ status: 'loading' });
    loadRemoteScreen(remote, path, attempt > 0).then(
      (screen) => current && setState({ status: 'ready', screen }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [remote, path, attempt, loadedAtMount]);

  const retry = () => setAttempt((n) => n + 1);
  if (state.status === 'loading') return <RemoteProgress remote={remote} />;
  if (state.status === 'failed') return <RemoteFallback remote={remote} onRetry={retry} />;
  const { Screen, title, description } = state.screen;
  return (
    <RemoteBoundary remote={remote} onRetry={retry}>
      <RouteMetadata title={title} description={description} />
      <Screen />
    </RemoteBoundary>
  );
}
