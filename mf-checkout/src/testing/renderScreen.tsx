// Renders a checkout screen for component tests: a fresh store without persistence, a memory router at the given URL.
import { StrictMode, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { makeStore, ROUTER_COMPONENT_FUTURE, type RootState } from '@storefront/shared';

interface RenderScreenOptions {
  /** The route pattern the screen is mounted at. */
  path: string;
  /** Where the router starts. */
  url: string;
  preloadedState?: Partial<RootState>;
  /** Render inside StrictMode, which runs effects twice as the shell does in development. */
  strict?: boolean;
}

/** Shows where the router went, so tests can see redirects. */
function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{pathname + search}</p>;
}

export function renderScreen(screen: ReactElement, { path, url, preloadedState, strict = false }: RenderScreenOptions) {
  const store = makeStore({ storage: null, preloadedState });
  const tree = (
    <Provider store={store}>
      <MemoryRouter initialEntries={[url]} future={ROUTER_COMPONENT_FUTURE}>
        <Routes>
          <Route path={path} element={screen} />
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
        <CurrentLocation />
      </MemoryRouter>
    </Provider>
  );
  const view = render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  return { store, ...view };
}

export const jsonResponse = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
