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
  query: QueryStatusSource;
  /** What shows while the first answer is on its way; PageLoading by default. */
  loading?: ReactNode;
}

/**
 * Loading and failure of a read, the same on every page: "Loading…" until the first
 * answer, then nothing (the page shows its data), or the failure with a retry that asks
 * again. Offline, the page's query fails at once (`networkMode: 'always'` in the shared
 * client), so this shows "no network" rather than loading for ever.
 */
export function QueryStatus({ query, loading }: QueryStatusProps) {
  if (query.isError) {
    return (
      <QueryError
        error={query.error}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.isPending) return loading ?? <PageLoading />;
  return null;
}
