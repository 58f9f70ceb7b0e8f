// Starts the shell: reads remotes.json, registers the remotes, builds the router and renders the store.
import '@storefront/shared/tokens.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import {
  DATA_ROUTER_FUTURE,
  ROUTER_PROVIDER_FUTURE,
  StoreProvider,
  configureApiBaseUrl,
  loadDeferredAnswers,
  readServerState,
  serverStateHydrated,
  startShopperSync,
  store,
} from '@storefront/shared';
import { isLeavingPage } from '@storefront/shared/page-leaving';
import { fetchRemotesManifest } from './federation/remotesManifest';
import { registerStorefrontRemotes } from './federation/loadRemoteModule';
import { setRemoteTimeout } from './federation/remoteTimeout';
import { preloadOverlaysOnIntent } from './overlays/preloadOverlays';
import { RemotesContext } from './federation/RemotesContext';
import { buildRoutes } from './routing/buildRoutes';
import { loadFirstScreen } from './routing/loadFirstScreen';
import { StartupError } from './StartupError';
import { PageReady } from './startup/PageReady';
import { reportVitalsLater } from './vitals/reportVitalsLater';
import { startPageHealth } from './health/pageHealth';
import { yieldToMain } from './startup/yieldToMain';

export async function startShell(): Promise<void> {
  const container = document.getElementById('root')!;
  try {
    // A server-rendered page: its API answers are in the cache before the first render, which then matches the HTML.
    const serverState = readServerState();
    if (serverState) store.dispatch(serverStateHydrated(serverState));
    // The cart, wishlist, compare list and currency the page was rendered with are the server's record of them; the
    // store takes them before its first render (which then matches the HTML) and saves its changes back.
    startShopperSync(store, serverState ? serverState.shopper : undefined);
    const deferredAnswers = serverState ? loadDeferredAnswers(store.dispatch, serverState.deferred) : null;
    await yieldToMain();
    const manifest = await fetchRemotesManifest();
    if (manifest.apiBaseUrl) configureApiBaseUrl(manifest.apiBaseUrl);
    setRemoteTimeout(manifest.remoteTimeoutMs);
    // Never in production: only a remotes.json that allows overrides loads their code.
    const remotes = manifest.allowRemoteOverrides
      ? (await import('./federation/remoteOverrides')).overriddenRemotes(manifest.remotes, location.search, sessionStorage, localStorage, {
          pathname: location.pathname,
          origin: location.origin,
          allowedOrigins: manifest.remoteOverrideOrigins ?? [],
        })
      : manifest.remotes;
    // Before any remote loads: its errors and views are counted against the release this page composed.
    startPageHealth({ ...manifest, remotes });
    registerStorefrontRemotes(remotes);
    await yieldToMain();
    const router = createBrowserRouter(buildRoutes(manifest), { future: DATA_ROUTER_FUTURE });
    await yieldToMain();
    await loadFirstScreen(router);
    const releaseDeferredAnswers = await deferredAnswers;
    await yieldToMain();
    const page = (
      <StrictMode>
        <StoreProvider>
          <RemotesContext.Provider value={manifest}>
            <RouterProvider router={router} future={ROUTER_PROVIDER_FUTURE} />
          </RemotesContext.Provider>
          <PageReady then={() => reportVitalsLater(manifest)} />
        </StoreProvider>
      </StrictMode>
    );
    // Server HTML is adopted as it is. Where it differs (a returning shopper's cart count, prices in their currency)
    // React renders that part afresh, which is expected rather than an error.
    if (serverState) {
      // In a transition, hydration too is done in slices.
      startTransition(() => {
        hydrateRoot(container, page, { onRecoverableError: reportReplacedServerHtml });
      });
      // The screens hold their own subscriptions once rendered.
      setTimeout(() => releaseDeferredAnswers?.(), 0);
    }
    // A transition lets React render the page in slices, so the main thread stays free for the shopper's input.
    else startTransition(() => createRoot(container).render(page));
    preloadOverlaysOnIntent(remotes);
  } catch (error) {
    // The remotes' list or the first screen cut off by a navigation away: the page is going, nothing failed.
    if (!isLeavingPage()) console.error('[shell] could not start', error);
    createRoot(container).render(<StartupError />);
  }
}

function reportReplacedServerHtml(error: unknown): void {
  console.info('[shell] rendered part of the server HTML afresh:', error instanceof Error ? error.message : error);
}
