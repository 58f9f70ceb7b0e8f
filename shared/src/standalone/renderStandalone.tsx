// Runs one remote on its own for its team: the store Provider, the remote's routes and its overlays, no shell.
import '../styles/tokens.css';
import { lazy, StrictMode, Suspense, useEffect, useState, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import {
  DATA_ROUTER_FUTURE,
  ROUTER_PROVIDER_FUTURE,
  StoreProvider,
  closeOverlay,
  selectCartCount,
  selectOverlay,
  useAppDispatch,
  useAppSelector,
  type OverlayComponentProps,
  type RemoteOverlaysModule,
  type RemoteRouteDefinition,
} from '@storefront/shared';

interface StandaloneOptions {
  team: string;
  routes: RemoteRouteDefinition[];
  overlays?: RemoteOverlaysModule['overlays'];
}

function StandaloneOverlay({ overlays }: { overlays: RemoteOverlaysModule['overlays'] }) {
  const overlay = useAppSelector(selectOverlay);
  const dispatch = useAppDispatch();
  const [Overlay, setOverlay] = useState<ComponentType<OverlayComponentProps> | null>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    dispatch(closeOverlay());
  }, [pathname, dispatch]);
  const overlayName = overlay?.name;
  useEffect(() => {
    setOverlay(null);
    const load = overlayName && overlays[overlayName];
    if (load) load().then((m) => setOverlay(() => m.default));
  }, [overlayName, overlays]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && dispatch(closeOverlay());
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [dispatch]);
  if (!overlay) return null;
  if (!overlays[overlay.name]) {
    return (
      <p role="status" style={{ position: 'fixed', bottom: 16, left: 16, background: '#fff', padding: 12, border: '1px solid #ccc' }}>
        Overlay “{overlay.name}” belongs to another team and is not part of this standalone app.{' '}
        <button type="button" onClick={() => dispatch(closeOverlay())}>
          Close
        </button>
      </p>
    );
  }
  return Overlay ? <Overlay close={() => dispatch(closeOverlay())} props={overlay.props} /> : null;
}

function StandaloneFrame({ team, routes, overlays }: StandaloneOptions) {
  const cartCount = useAppSelector(selectCartCount);
  return (
    <>
      <header style={{ display: 'flex', gap: 16, alignItems: 'center', padding: '8px 16px', borderBottom: '1px dashed #999', fontSize: 14 }}>
        <strong>{team} · standalone</strong>
        <nav aria-label="Standalone routes" style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
          {routes
            .filter((r) => !r.path.includes(':') && r.path !== '*')
            .map((r) => (
              <Link key={r.path} to={r.path}>
                {r.path}
              </Link>
            ))}
        </nav>
        <span style={{ marginLeft: 'auto' }}>Cart: {cartCount}</span>
      </header>
      <main id="main">
        <Suspense fallback={<p role="status">Loading…</p>}>
          <Outlet />
        </Suspense>
      </main>
      <StandaloneOverlay overlays={overlays ?? {}} />
    </>
  );
}

export function renderStandalone(options: StandaloneOptions): void {
  const router = createBrowserRouter(
    [
      {
        element: <StandaloneFrame {...options} />,
        children: options.routes.map((route) => {
          const Screen = lazy(route.load);
          return { path: route.path, element: <Screen /> };
        }),
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
}
