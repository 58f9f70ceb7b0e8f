// Starts the shell: reads remotes.json, registers the remotes, builds the router and renders the store.
import '@storefront/shared/src/styles/tokens.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { StoreProvider, configureApiBaseUrl } from '@storefront/shared';
import { fetchRemotesManifest } from './federation/remotesManifest';
import { registerStorefrontRemotes } from './federation/loadRemoteModule';
import { RemotesContext } from './federation/RemotesContext';
import { buildRoutes } from './routing/buildRoutes';
import { StartupError } from './StartupError';

async function start() {
  const root = createRoot(document.getElementById('root')!);
  try {
    const manifest = await fetchRemotesManifest();
    if (manifest.apiBaseUrl) configureApiBaseUrl(manifest.apiBaseUrl);
    registerStorefrontRemotes(manifest.remotes);
    const router = createBrowserRouter(buildRoutes(manifest));
    root.render(
      <StrictMode>
        <StoreProvider>
          <RemotesContext.Provider value={manifest}>
            <RouterProvider router={router} />
          </RemotesContext.Provider>
        </StoreProvider>
      </StrictMode>,
    );
  } catch (error) {
    console.error('[shell] could not start', error);
    root.render(<StartupError />);
  }
}

start();
