// Before the first render: the code of the screen the page opens on, so that render shows the screen itself rather
// than a progress bar over (or in place of) the server-rendered HTML.
import type { createBrowserRouter } from 'react-router-dom';
import type { RemoteRouteHandle } from './buildRoutes';
import { loadRemoteScreen } from './loadRemoteScreen';

export async function loadFirstScreen(router: Pick<ReturnType<typeof createBrowserRouter>, 'state'>): Promise<void> {
  const handle = router.state.matches.at(-1)?.route.handle as RemoteRouteHandle | undefined;
  if (!handle) return;
  // A remote that fails here fails again in RemoteRoute, which shows its fallback and Retry.
  await loadRemoteScreen(handle.remote, handle.path).catch(() => undefined);
}
