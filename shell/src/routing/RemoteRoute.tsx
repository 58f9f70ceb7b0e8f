// A route element owned by a remote: shows progress while its code loads, then the screen, or a fallback with Retry.
import { useEffect, useState, type ComponentType } from 'react';
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
      (Screen) => current && setState({ status: 'ready', Screen }),
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
