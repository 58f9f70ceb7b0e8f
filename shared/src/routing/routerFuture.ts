// React Router 6's opt-ins to the behaviour of version 7, all switched on, for every router the apps create: the
// data routers (`createBrowserRouter`, `createMemoryRouter`, `createStaticRouter`), `RouterProvider`, and the
// component routers (`MemoryRouter`, `StaticRouter`). The apps then behave as on 7, and moving to 7 is a version
// bump (decision 0010 says why the storefront runs 6).
export const DATA_ROUTER_FUTURE = {
  v7_fetcherPersist: true,
  v7_normalizeFormMethod: true,
  v7_partialHydration: true,
  v7_relativeSplatPath: true,
  v7_skipActionErrorRevalidation: true,
} as const;

export const ROUTER_PROVIDER_FUTURE = { v7_startTransition: true } as const;

export const ROUTER_COMPONENT_FUTURE = { v7_relativeSplatPath: true, v7_startTransition: true } as const;
