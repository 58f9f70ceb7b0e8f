// Renders the console as the shell mounts it (at /admin and /admin/*), through shared's renderWithProviders in a fresh
// store with the console's API injected, signed in as `role` unless `signedIn: false`. Returns what
// renderWithProviders does: the store, a user-event `user` and `currentUrl()`.
import { makeStore } from '@storefront/shared';
import type { OperatorRole } from '@storefront/shared/schemas/admin';
import { renderWithProviders } from '@storefront/shared/testing';
import { injectAdminApi } from '../apiClient/injectAdminApi';
import ConsoleApp from '../app/ConsoleApp';
import { consoleApi } from './consoleApi';
import { session } from './fixtures';

export function renderConsole(url: string, { role = 'owner', signedIn = true }: { role?: OperatorRole; signedIn?: boolean } = {}) {
  consoleApi.session = signedIn ? session(role) : null;
  const store = makeStore({ storage: null });
  injectAdminApi(store);
  return renderWithProviders(null, {
    url,
    store,
    routes: [
      { path: '/admin', element: <ConsoleApp /> },
      { path: '/admin/*', element: <ConsoleApp /> },
    ],
  });
}
