// Starts the speed reporter (startVitalsReporter.ts) for the page views remotes.json's `vitalsSampleRate` samples,
// in a task of its own once the page has started: its code is a chunk of its own, off the start-up's path.
import type { RemotesManifest } from '@storefront/shared/contracts';
import { isSampled, pageComposition } from './pageComposition';

let started = false;

export function reportVitalsLater(manifest: RemotesManifest, pathname = location.pathname): void {
  // Once per page view, whoever calls again (React's StrictMode runs effects twice in development).
  if (started) return;
  started = true;
  if (!isSampled(manifest.vitalsSampleRate)) return;
  const page = pageComposition(manifest, pathname);
  if (!page) return;
  const remotes = manifest.remotes.map((remote) => remote.name);
  setTimeout(() => {
    import('./startVitalsReporter')
      .then(({ startVitalsReporter }) => startVitalsReporter(page, remotes))
      // A report that cannot load costs the shopper nothing and says nothing to them.
      .catch(() => undefined);
  }, 0);
}
