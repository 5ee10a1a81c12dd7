/// <reference path="./react-router-es.d.ts" />
/**
 * What the platform shares under the names `react-router-dom` and `react-router`: the whole
 * client-side public API of React Router 7 a browser SPA may use (every component, hook and
 * helper of declarative and data routers), without the server, framework-mode and RSC parts
 * (static handlers, sessions and cookies, <Scripts>, hydration), which Rspack then drops.
 * `ROUTER_CLIENT_API` of @tutor/remote-contract lists these names; its spec fails when one
 * is missing here or a new router version exports a name neither list decides on. The
 * package's own files come through the `react-router-es` alias, because importing
 * `react-router` here would resolve back to this very module.
 */
export { RouterProvider } from 'react-router-es/dom-export.mjs';
export {
  // components
  Await,
  BrowserRouter,
  Form,
  HashRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Router,
  Routes,
  ScrollRestoration,
  unstable_HistoryRouter,
  // hooks
  useActionData,
  useAsyncError,
  useAsyncValue,
  useBeforeUnload,
  useBlocker,
  useFetcher,
  useFetchers,
  useFormAction,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLoaderData,
  useLocation,
  useMatch,
  useMatches,
  useNavigate,
  useNavigation,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRevalidator,
  useRouteError,
  useRouteLoaderData,
  useRoutes,
  useSearchParams,
  useSubmit,
  useViewTransitionState,
  unstable_usePrompt,
  unstable_useRoute,
  unstable_useRouterState,
  // routers and route objects
  createBrowserRouter,
  createHashRouter,
  createMemoryRouter,
  createRoutesFromChildren,
  createRoutesFromElements,
  renderMatches,
  // loaders, actions and middleware
  RouterContextProvider,
  createContext,
  data,
  redirect,
  redirectDocument,
  replace,
  isRouteErrorResponse,
  // paths and search params
  NavigationType,
  createPath,
  createSearchParams,
  generatePath,
  href,
  matchPath,
  matchRoutes,
  parsePath,
  resolvePath,
  // idle states
  IDLE_BLOCKER,
  IDLE_FETCHER,
  IDLE_NAVIGATION,
  // the contexts the hooks read, for libraries that read them too
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
  UNSAFE_FetchersContext,
  UNSAFE_LocationContext,
  UNSAFE_NavigationContext,
  UNSAFE_RouteContext,
  UNSAFE_ViewTransitionContext,
} from 'react-router-es/index.mjs';
