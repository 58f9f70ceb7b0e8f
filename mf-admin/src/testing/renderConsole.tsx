// Renders the console as the shell mounts it (at /admin and /admin/*), in a fresh store with the console's API
// injected, signed in as `role` unless `signedIn: false`. Returns the store and a user-event user.
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeStore, ROUTER_COMPONENT_FUTURE } from '@storefront/shared';
import type { OperatorRole } from '@storefront/shared/src/schemas/admin';
import { injectAdminApi } from '../api/injectAdminApi';
import ConsoleApp from '../app/ConsoleApp';
import { consoleApi } from './consoleApi';
import { session } from './fixtures';

/** The router's current address, for tests to check where a link or a form went (hidden: no part of the page). */
function CurrentAddress() {
  const { pathname, search } = useLocation();
  return (
    <p data-testid="address" hidden>
      {pathname + search}
    </p>
  );
}

export function renderConsole(path: string, { role = 'owner', signedIn = true }: { role?: OperatorRole; signedIn?: boolean } = {}) {
  consoleApi.session = signedIn ? session(role) : null;
  const store = makeStore({ storage: null });
  injectAdminApi(store);
  const user = userEvent.setup();
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]} future={ROUTER_COMPONENT_FUTURE}>
        <Routes>
          <Route path="/admin" element={<ConsoleApp />} />
          <Route path="/admin/*" element={<ConsoleApp />} />
        </Routes>
        <CurrentAddress />
      </MemoryRouter>
    </Provider>,
  );
  return { store, user, ...view };
}
