// The frame of routes whose remote draws the whole page (remotes.json `"layout": "own"`, decision 0024): none of the
// store's header, footer, toolbar or overlay slot, only the router's scroll restoration the store's layout also has.
import { Outlet, ScrollRestoration } from 'react-router-dom';

export function OwnLayout() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
