// The console running on its own for its team: the store's Provider and the console's routes, which draw the whole
// page themselves (no store frame to leave out).
import '@storefront/shared/tokens.css';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { DATA_ROUTER_FUTURE, ROUTER_PROVIDER_FUTURE, StoreProvider } from '@storefront/shared';
import { routes } from '../exposes/routes';

const router = createBrowserRouter(
  [
    ...routes.map((route) => {
      const Screen = lazy(route.load);
      return {
        path: route.path,
        element: (
          <Suspense fallback={<p role="status">Loading…</p>}>
            <Screen />
          </Suspense>
        ),
      };
    }),
    {
      path: '*',
      element: (
        <p>
          <a href="/admin">Open the console</a>
        </p>
      ),
    },
  ],
  { future: DATA_ROUTER_FUTURE },
);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <StoreProvider>
      <RouterProvider router={router} future={ROUTER_PROVIDER_FUTURE} />
    </StoreProvider>
  </StrictMode>,
);
