// What the apps use of react-router-dom, shared in its place. A shared module is provided whole, so sharing the
// package itself ships all of react-router; sharing this list lets webpack drop the rest. The build fails when an
// app imports a name missing here (see sharedFacades.js). The test helpers' MemoryRouter, Routes and Route are not
// listed: Jest resolves react-router-dom itself, and no bundle imports them.
export {
  createBrowserRouter,
  isRouteErrorResponse,
  Link,
  NavLink,
  Outlet,
  ScrollRestoration,
  useLocation,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router';
export { RouterProvider } from 'react-router/dom';
