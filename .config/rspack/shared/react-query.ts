/// <reference path="./react-query-es.d.ts" />
/**
 * What the platform shares under the name `@tanstack/react-query`: the whole client-side
 * API of TanStack Query 5 (the client, caches, observers, every hook and options helper,
 * the focus/online managers), without server-side rendering's dehydrate/hydrate and
 * <HydrationBoundary> nor the package's internal markers. `QUERY_CLIENT_API` of
 * @tutor/remote-contract lists these names and its spec fails when one is missing here.
 * The package's own files come through the `react-query-es` alias, because importing
 * `@tanstack/react-query` here would resolve back to this very module.
 */
export {
  // the client and its caches
  CancelledError,
  Mutation,
  MutationCache,
  Query,
  QueryCache,
  QueryClient,
  isCancelledError,
  // observers, for libraries built on them
  InfiniteQueryObserver,
  MutationObserver,
  QueriesObserver,
  QueryObserver,
  // React
  IsRestoringProvider,
  QueryClientContext,
  QueryClientProvider,
  QueryErrorResetBoundary,
  useInfiniteQuery,
  useIsFetching,
  useIsMutating,
  useIsRestoring,
  useMutation,
  useMutationState,
  usePrefetchInfiniteQuery,
  usePrefetchQuery,
  useQueries,
  useQuery,
  useQueryClient,
  useQueryErrorResetBoundary,
  useSuspenseInfiniteQuery,
  useSuspenseQueries,
  useSuspenseQuery,
  // options and keys
  experimental_streamedQuery,
  hashKey,
  infiniteQueryOptions,
  keepPreviousData,
  matchMutation,
  matchQuery,
  mutationOptions,
  partialMatchKey,
  queryOptions,
  replaceEqualDeep,
  shouldThrowError,
  skipToken,
  // the managers and scheduling
  defaultScheduler,
  environmentManager,
  focusManager,
  isServer,
  notifyManager,
  onlineManager,
  timeoutManager,
} from 'react-query-es/index.js';
