// Reports this page view's health to the API (decision 0068), for every page view, not only the sampled ones: the
// remotes whose code it ran (the route's owner, and every remote loaded since), and the errors attributed to them —
// caught at a remote's boundary, a remote that could not be loaded, or a `window` error or unhandled rejection whose
// stack names one of a remote's files. Only a kind and the remote are sent, never a message or a stack. Nothing is
// reported while the shopper is leaving the page: a load cut off by a navigation is no error.
import { isLeavingPage } from '@storefront/shared/page-leaving';
import { BEACON_PATH, type ErrorKind, HEALTH_LIMITS } from '@storefront/shared/vitals';
import type { RemotesManifest } from '@storefront/shared/contracts';
import type { SendBeacon, VitalReport } from '../vitals/beaconQueue';
import { pageComposition, type PageComposition } from '../vitals/pageComposition';
import { remoteOfStack } from './remoteOfStack';

interface PageHealthState {
  page: PageComposition;
  remotes: Set<string>;
  /** Remote name → the URL its files are served under (its manifest's folder). */
  fileBases: Map<string, string>;
  viewed: Set<string>;
  failed: Set<string>;
  errorsSent: number;
  pending: { views: string[]; errors: { remote: string; kind: ErrorKind }[]; failed: string[] };
  seen: WeakSet<object>;
  send: SendBeacon;
  /** The sampled speed reporter's readings not sent yet, which go in the same beacon. */
  takeVitals?: () => VitalReport[];
}

let state: PageHealthState | null = null;

const emptyPending = () => ({ views: [], errors: [], failed: [] });

export function startPageHealth(
  manifest: RemotesManifest,
  pathname = location.pathname,
  send: SendBeacon = (url, body) => navigator.sendBeacon(url, body),
): void {
  if (state) return;
  const page = pageComposition(manifest, pathname);
  if (!page) return;
  const fileBases = new Map(manifest.remotes.map((remote) => [remote.name, new URL('.', new URL(remote.manifest, location.href)).href]));
  state = {
    page,
    remotes: new Set(fileBases.keys()),
    fileBases,
    viewed: new Set(),
    failed: new Set(),
    errorsSent: 0,
    pending: emptyPending(),
    seen: new WeakSet(),
    send,
  };
  remoteRan(page.owner);
  addEventListener('error', (event) => attribute(event.error ?? event.filename, 'uncaught', event.filename));
  addEventListener('unhandledrejection', (event) => attribute(event.reason, 'rejection'));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushPageHealth();
  });
  addEventListener('pagehide', () => flushPageHealth());
}

/** The remote's code ran in this page view: counted once as a view of its release. */
export function remoteRan(remote: string): void {
  if (!state || !state.remotes.has(remote) || state.viewed.has(remote)) return;
  state.viewed.add(remote);
  state.pending.views.push(remote);
}

/** An error of `remote`'s; the same error object is counted once however many reporters see it. */
export function remoteErred(remote: string, kind: ErrorKind, error?: unknown): void {
  if (!state || !state.remotes.has(remote) || isLeavingPage()) return;
  if (error !== null && typeof error === 'object') {
    if (state.seen.has(error)) return;
    state.seen.add(error);
  }
  remoteRan(remote);
  if (state.errorsSent + state.pending.errors.length >= HEALTH_LIMITS.errors) return;
  state.pending.errors.push({ remote, kind });
  if (!state.failed.has(remote)) {
    state.failed.add(remote);
    state.pending.failed.push(remote);
  }
}

function attribute(error: unknown, kind: ErrorKind, filename?: string): void {
  if (!state) return;
  const stack = error instanceof Error ? `${error.stack ?? ''}\n${filename ?? ''}` : typeof error === 'string' ? error : (filename ?? '');
  const remote = remoteOfStack(stack, state.fileBases);
  if (remote) remoteErred(remote, kind, error);
}

/** The speed reporter's readings go in this page view's health beacons; false when there is no health reporter. */
export function joinVitals(takeVitals: () => VitalReport[]): boolean {
  if (!state) return false;
  state.takeVitals = takeVitals;
  return true;
}

/** Sends what was gathered since the last beacon; nothing when there is nothing new. */
export function flushPageHealth(): void {
  if (!state) return;
  const { views, errors, failed } = state.pending;
  const vitals = state.takeVitals?.() ?? [];
  if (!views.length && !errors.length && !vitals.length) return;
  state.pending = emptyPending();
  state.errorsSent += errors.length;
  const body = {
    route: state.page.route,
    releases: state.page.releases,
    ...(vitals.length ? { vitals } : {}),
    views,
    ...(errors.length ? { errors, failed } : {}),
  };
  state.send(BEACON_PATH, new Blob([JSON.stringify(body)], { type: 'application/json' }));
}

/** For tests: forget this page view. */
export function resetPageHealth(): void {
  state = null;
}
