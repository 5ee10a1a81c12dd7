import type { EnvironmentVariables } from './env.validation';

/** The gradebook journal's settings. */
export interface JournalConfig {
  /**
   * JOURNAL_EXPORT_SYNC_MAX_CELLS: an export of at most this many cells (students × tasks)
   * is written in the answer; a larger one runs as a queued job with progress.
   */
  exportSyncMaxCells: number;
}

export const DEFAULT_JOURNAL_EXPORT_SYNC_MAX_CELLS = 10_000;

export function buildJournalConfig(env: EnvironmentVariables): JournalConfig {
  const value = env.JOURNAL_EXPORT_SYNC_MAX_CELLS;
  return {
    exportSyncMaxCells: value === undefined ? DEFAULT_JOURNAL_EXPORT_SYNC_MAX_CELLS : Number(value),
  };
}
