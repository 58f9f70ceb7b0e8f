// Catches a remote's load failures (a chunk that cannot be fetched) and shows the fallback; on a page other errors go
// on to the router, counted first against the remote's release (health/pageHealth.ts, once per error object). An overlay passes its own `fallback`, shown for any error: an overlay never takes the page down.
import { Component, type ReactNode } from 'react';
import { RemoteLoadError } from '../federation/loadRemoteModule';
import { reportRemoteFailure } from '../federation/remoteStatus';
import { remoteErred } from '../health/pageHealth';
import { RemoteFallback } from './RemoteFallback';

interface Props {
  remote: string;
  onRetry: () => void;
  children: ReactNode;
  compact?: boolean;
  fallback?: ReactNode;
}

export function isLoadFailure(error: unknown): boolean {
  return error instanceof RemoteLoadError || (error instanceof Error && error.name === 'ChunkLoadError');
}

export class RemoteBoundary extends Component<Props, { error: unknown }> {
  state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  componentDidCatch(error: unknown) {
    if (this.props.fallback || isLoadFailure(error)) reportRemoteFailure(this.props.remote, 'render', error);
  }

  private retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (this.props.fallback) return this.props.fallback;
    if (!isLoadFailure(error)) {
      remoteErred(this.props.remote, 'render', error);
      throw error;
    }
    return <RemoteFallback remote={this.props.remote} onRetry={this.retry} compact={this.props.compact} />;
  }
}
