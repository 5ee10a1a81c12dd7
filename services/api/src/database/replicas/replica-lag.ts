import type { DataSource } from 'typeorm';

/** How long a look at a replica's lag is trusted (and a failed replica left alone). */
export const REPLICA_CHECK_MS = 1000;

/** What one look at a replica found. */
export interface ReplicaState {
  /** Every transaction the primary committed before this time (epoch ms) is readable there. */
  replayedUpTo: number;
  /** How far behind it is, in seconds (0 when it has replayed all the primary wrote). */
  lagSeconds: number;
}

/**
 * Measures a replica against the primary. Caught up when it has replayed the primary's
 * current WAL position (an idle primary writes nothing, so the last replayed commit may be
 * old and the replica still current); otherwise behind by the age of its last replayed commit.
 */
export async function measureReplica(
  primary: DataSource,
  replica: DataSource,
): Promise<ReplicaState> {
  const lookedAt = Date.now();
  const [position] = await primary.query<{ lsn: string }[]>(
    'SELECT pg_current_wal_lsn()::text AS lsn',
  );
  const [state] = await replica.query<{ caught_up: boolean | null; lag: string | null }[]>(
    `SELECT pg_wal_lsn_diff(pg_last_wal_replay_lsn(), $1::pg_lsn) >= 0 AS caught_up,
       EXTRACT(EPOCH FROM clock_timestamp() - pg_last_xact_replay_timestamp()) AS lag`,
    [position?.lsn],
  );
  if (state?.caught_up === true) return { replayedUpTo: lookedAt, lagSeconds: 0 };
  if (state?.caught_up === null || state?.lag === null || state === undefined) {
    // not a replica, or nothing replayed yet
    return { replayedUpTo: 0, lagSeconds: Number.POSITIVE_INFINITY };
  }
  const lagSeconds = Math.max(0, Number(state.lag));
  return { replayedUpTo: Date.now() - lagSeconds * 1000, lagSeconds };
}
