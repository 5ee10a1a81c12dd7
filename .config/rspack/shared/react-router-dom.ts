/**
 * What the platform shares under the name `react-router-dom`: the router API the shell and
 * the remotes use, re-exported from react-router's ES modules so the shared chunk holds
 * only this (the whole package, server code included, is ~3x larger). TypeScript resolves
 * `react-router-dom` here too, so an app cannot use an export the platform does not share;
 * a remote that needs another one adds it here.
 */
export {
  createBrowserRouter,
  createMemoryRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  useBlocker,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
export type { RouteObject } from 'react-router';
export { RouterProvider } from 'react-router/dom';
