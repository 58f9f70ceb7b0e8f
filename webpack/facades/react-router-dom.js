// What the apps use of react-router-dom, shared in its place. A shared module is provided whole, so sharing the
// package itself ships all of it; sharing this list lets webpack drop the rest. The import below is an alias of the
// package's own ES module (see sharedFacades.js): the plain name would be this facade itself. The build fails when an
// app imports a name missing here. The test helpers' MemoryRouter, Routes and Route are not listed: Jest resolves
// react-router-dom itself, and no bundle imports them.
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
  RouterProvider,
} from 'facade-source/react-router-dom';
