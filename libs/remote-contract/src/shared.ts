/**
 * The shared modules the shell provides, with the exact version it ships and the range
 * it asks for (checked against the installed packages and the shell's federation config
 * by contract.spec.ts). A remote declares them with the same `singleton: true` and a
 * range the shipped version satisfies, and leaves its own copy out (`import: false`).
 */
export interface SharedModule {
  /** The version the shell ships. */
  version: string;
  /** The range the shell's own modules ask for. */
  requiredVersion: string;
  /** One copy on the page: a remote must share it as a singleton too. */
  singleton: boolean;
}

export const SHARED_MODULES = {
  react: { version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
  'react-dom': { version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
  'react-router': { version: '7.18.5', requiredVersion: '^7.18.5', singleton: true },
  'react-router-dom': { version: '7.18.5', requiredVersion: '^7.18.5', singleton: true },
  zustand: { version: '5.1.0', requiredVersion: '^5.1.0', singleton: true },
  i18next: { version: '26.7.2', requiredVersion: '^26.7.2', singleton: true },
  '@tanstack/react-query': { version: '5.108.0', requiredVersion: '^5.108.0', singleton: true },
  'react-i18next': { version: '17.1.13', requiredVersion: '^17.1.13', singleton: true },
  '@tutor/session': { version: '0.1.0', requiredVersion: '^0.1.0', singleton: true },
  '@tutor/i18n': { version: '0.1.0', requiredVersion: '^0.1.0', singleton: true },
  '@tutor/api-client': { version: '0.1.0', requiredVersion: '^0.1.0', singleton: true },
} as const satisfies Record<string, SharedModule>;

export type SharedModuleName = keyof typeof SHARED_MODULES;

/**
 * Shared by the shell without being singletons (stateless: only so nothing downloads
 * twice). The design system is one of them, and only the shell has it: a remote takes it.
 */
export const SHARED_LIBS = {
  '@tutor/ui': { version: '0.1.0', requiredVersion: '^0.1.0', singleton: false },
} as const satisfies Record<string, SharedModule>;

export type SharedLibName = keyof typeof SHARED_LIBS;

/**
 * Deep imports a remote's code reaches without naming them: the JSX runtime its compiler
 * emits and react-dom's client entry. Each must resolve to the shell's copy too.
 */
export const SHARED_SUBPATHS = {
  'react/jsx-runtime': 'react',
  'react-dom/client': 'react-dom',
} as const satisfies Record<string, SharedModuleName>;

/**
 * What a development build compiles JSX to. The shell's production build has no such
 * module to give, so the remote keeps its own (tiny, stateless: it uses the shared React).
 */
export const DEV_SUBPATHS = {
  'react/jsx-dev-runtime': 'react',
} as const satisfies Record<string, SharedModuleName>;

/**
 * React Router 7's client-side public API: every component, hook and helper a browser SPA
 * may use. The shell shares `react-router-dom` and `react-router` as one module with
 * exactly these exports (and no others), so a remote may import any of them from either
 * name; the server, framework-mode and RSC parts in `ROUTER_LEFT_OUT` are not on the page.
 */
export const ROUTER_CLIENT_API = [
  'Await',
  'BrowserRouter',
  'Form',
  'HashRouter',
  'Link',
  'MemoryRouter',
  'NavLink',
  'Navigate',
  'Outlet',
  'Route',
  'Router',
  'RouterProvider',
  'Routes',
  'ScrollRestoration',
  'unstable_HistoryRouter',
  'useActionData',
  'useAsyncError',
  'useAsyncValue',
  'useBeforeUnload',
  'useBlocker',
  'useFetcher',
  'useFetchers',
  'useFormAction',
  'useHref',
  'useInRouterContext',
  'useLinkClickHandler',
  'useLoaderData',
  'useLocation',
  'useMatch',
  'useMatches',
  'useNavigate',
  'useNavigation',
  'useNavigationType',
  'useOutlet',
  'useOutletContext',
  'useParams',
  'useResolvedPath',
  'useRevalidator',
  'useRouteError',
  'useRouteLoaderData',
  'useRoutes',
  'useSearchParams',
  'useSubmit',
  'useViewTransitionState',
  'unstable_usePrompt',
  'unstable_useRoute',
  'unstable_useRouterState',
  'createBrowserRouter',
  'createHashRouter',
  'createMemoryRouter',
  'createRoutesFromChildren',
  'createRoutesFromElements',
  'renderMatches',
  'RouterContextProvider',
  'createContext',
  'data',
  'redirect',
  'redirectDocument',
  'replace',
  'isRouteErrorResponse',
  'NavigationType',
  'createPath',
  'createSearchParams',
  'generatePath',
  'href',
  'matchPath',
  'matchRoutes',
  'parsePath',
  'resolvePath',
  'IDLE_BLOCKER',
  'IDLE_FETCHER',
  'IDLE_NAVIGATION',
  'UNSAFE_DataRouterContext',
  'UNSAFE_DataRouterStateContext',
  'UNSAFE_FetchersContext',
  'UNSAFE_LocationContext',
  'UNSAFE_NavigationContext',
  'UNSAFE_RouteContext',
  'UNSAFE_ViewTransitionContext',
] as const;

/**
 * What react-router-dom exports that the shell does not share: server rendering, framework
 * mode (documents, hydration, sessions and cookies), React Server Components, test stubs
 * and the other internals. A remote that needs one of them has no use for the shell's router.
 */
export const ROUTER_LEFT_OUT = [
  'HydratedRouter',
  'Links',
  'Meta',
  'PrefetchPageLinks',
  'Scripts',
  'ServerRouter',
  'StaticRouter',
  'StaticRouterProvider',
  'createCookie',
  'createCookieSessionStorage',
  'createMemorySessionStorage',
  'createRequestHandler',
  'createRoutesStub',
  'createSession',
  'createSessionStorage',
  'createStaticHandler',
  'createStaticRouter',
  'isCookie',
  'isSession',
  'unstable_RSCStaticRouter',
  'unstable_routeRSCServerRequest',
  'unstable_setDevServerHooks',
  // every other UNSAFE_ name: the framework's and the RSC runtime's internals
  'UNSAFE_*',
] as const;

/**
 * TanStack Query 5's client-side API: the client, its caches and observers, every hook and
 * options helper and the managers. The shell shares `@tanstack/react-query` as a module
 * with exactly these exports; server rendering's hydration (`QUERY_LEFT_OUT`) is not in it.
 */
export const QUERY_CLIENT_API = [
  'CancelledError',
  'Mutation',
  'MutationCache',
  'Query',
  'QueryCache',
  'QueryClient',
  'isCancelledError',
  'InfiniteQueryObserver',
  'MutationObserver',
  'QueriesObserver',
  'QueryObserver',
  'IsRestoringProvider',
  'QueryClientContext',
  'QueryClientProvider',
  'QueryErrorResetBoundary',
  'useInfiniteQuery',
  'useIsFetching',
  'useIsMutating',
  'useIsRestoring',
  'useMutation',
  'useMutationState',
  'usePrefetchInfiniteQuery',
  'usePrefetchQuery',
  'useQueries',
  'useQuery',
  'useQueryClient',
  'useQueryErrorResetBoundary',
  'useSuspenseInfiniteQuery',
  'useSuspenseQueries',
  'useSuspenseQuery',
  'experimental_streamedQuery',
  'hashKey',
  'infiniteQueryOptions',
  'keepPreviousData',
  'matchMutation',
  'matchQuery',
  'mutationOptions',
  'partialMatchKey',
  'queryOptions',
  'replaceEqualDeep',
  'shouldThrowError',
  'skipToken',
  'defaultScheduler',
  'environmentManager',
  'focusManager',
  'isServer',
  'notifyManager',
  'onlineManager',
  'timeoutManager',
] as const;

/** What @tanstack/react-query exports that the shell does not share (SSR, internals). */
export const QUERY_LEFT_OUT = [
  'HydrationBoundary',
  'dehydrate',
  'dehydrateQuery',
  'defaultShouldDehydrateMutation',
  'defaultShouldDehydrateQuery',
  'hydrate',
  'dataTagErrorSymbol',
  'dataTagSymbol',
  'noop',
  'unsetMarker',
] as const;

/**
 * The names each shared module gives a remote at run time. Shared modules not listed here
 * are the packages themselves, whole; these are the shell's modules with exactly the
 * names listed (a remote that imports another name gets `undefined`).
 */
export const SHARED_EXPORTS = {
  'react-router': ROUTER_CLIENT_API,
  'react-router-dom': ROUTER_CLIENT_API,
  '@tanstack/react-query': QUERY_CLIENT_API,
  'react-i18next': ['I18nextProvider', 'initReactI18next', 'useTranslation'],
} as const satisfies Partial<Record<SharedModuleName, readonly string[]>>;

export const BUNDLERS = ['vite', 'webpack', 'rspack'] as const;
export type Bundler = (typeof BUNDLERS)[number];

export interface SharedOption {
  singleton: boolean;
  requiredVersion: string;
  /** `false`: the remote ships no copy and always takes the shell's. */
  import?: false;
}

export type SharedConfig = Record<string, SharedOption>;

function hostOnly(module: SharedModule): SharedOption {
  return { singleton: module.singleton, requiredVersion: module.requiredVersion, import: false };
}

/**
 * The `shared` option of @module-federation/vite (`bundler: 'vite'`) or of
 * @module-federation/enhanced's ModuleFederationPlugin for webpack 5 or Rspack: every
 * singleton, the design system and React's deep imports with the shell's ranges, with no
 * copy of the remote's own (`import: false`, which all three plugins accept), so the page
 * keeps one React, router, query client, store and i18next. All three take the same
 * shape; the bundler is named so that a difference between them stays in this package.
 */
export function sharedConfig(bundler: Bundler = 'webpack'): SharedConfig {
  if (!BUNDLERS.includes(bundler)) throw new Error(`Unknown bundler "${String(bundler)}"`);
  const shared: SharedConfig = {};
  for (const [name, module] of Object.entries({ ...SHARED_MODULES, ...SHARED_LIBS })) {
    shared[name] = hostOnly(module);
  }
  for (const [path, name] of Object.entries(SHARED_SUBPATHS)) {
    shared[path] = hostOnly(SHARED_MODULES[name]);
  }
  for (const [path, name] of Object.entries(DEV_SUBPATHS)) {
    const { requiredVersion } = SHARED_MODULES[name];
    shared[path] = { singleton: true, requiredVersion };
  }
  return shared;
}
