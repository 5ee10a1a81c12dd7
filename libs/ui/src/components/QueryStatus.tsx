import type { ReactNode } from 'react';
import { PageLoading } from './PageLoading';
import { QueryError } from './QueryError';

/** The part of a TanStack Query result QueryStatus reads. */
export interface QueryStatusSource {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

export interface QueryStatusProps {
  /** One read, or the reads a page needs together (loading until all answer; the first failure). */
  query: QueryStatusSource | readonly QueryStatusSource[];
  /** What shows while the first answer is on its way; PageLoading by default, `null` for nothing. */
  loading?: ReactNode;
}

/**
 * Loading and failure of a read, the same on every page: "Loading…" until the first
 * answer, then nothing (the page shows its data), or the failure with a retry that asks
 * again. Offline, the page's query fails at once (`networkMode: 'always'` in the shared
 * client), so this shows "no network" rather than loading for ever.
 */
export function QueryStatus({ query: given, loading }: QueryStatusProps) {
  const query = isList(given) ? together(given) : given;
  if (query.isError) {
    return (
      <QueryError
        error={query.error}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  // a read that waits to be enabled (nothing asked yet) is not loading
  if (query.isPending && query.isFetching) return loading === undefined ? <PageLoading /> : loading;
  return null;
}

function isList(
  query: QueryStatusSource | readonly QueryStatusSource[],
): query is readonly QueryStatusSource[] {
  return Array.isArray(query);
}

/** Several reads as one: pending while any is, failed when any failed; a retry asks the failed ones again. */
function together(queries: readonly QueryStatusSource[]): QueryStatusSource {
  const failed = queries.filter((query) => query.isError);
  return {
    isPending: queries.some((query) => query.isPending && query.isFetching),
    isError: failed.length > 0,
    // a failure's retry is busy while a failed read is asked again
    isFetching: (failed.length > 0 ? failed : queries).some((query) => query.isFetching),
    error: failed[0]?.error ?? null,
    refetch: () => Promise.all(failed.map((query) => query.refetch())),
  };
}
