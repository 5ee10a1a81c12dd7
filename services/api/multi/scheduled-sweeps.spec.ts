import { SchedulerLease } from '../src/scheduling/scheduler-lease.entity';
import { useCluster } from './support/cluster';
import { waitFor } from './support/processes';

/** Every periodic job of the API: its lease row, the variable setting its interval, the interval. */
const SWEEPS = [
  { name: 'dispatch-sweep', variable: 'DISPATCH_SWEEP_MS', intervalMs: 200 },
  { name: 'work-timer-sweep', variable: 'WORK_TIMER_SWEEP_MS', intervalMs: 200 },
  { name: 'mail-outbox-sweep', variable: 'MAIL_SWEEP_MS', intervalMs: 200 },
  { name: 'orphan-files-sweep', variable: 'FILE_ORPHAN_SWEEP_MS', intervalMs: 1000 },
  { name: 'payouts.run', variable: 'PAYOUT_SWEEP_MS', intervalMs: 200 },
  { name: 'subscriptions-renewal', variable: 'SUBSCRIPTION_RENEWAL_SWEEP_MS', intervalMs: 1000 },
];
/** The scheduler starts a job's runs at least this share of its interval apart. */
const MIN_GAP_SHARE = 0.9;
/** How long the first test watches the runs. */
const WATCH_MS = 3000;

const cluster = useCluster(
  Object.fromEntries(SWEEPS.map((sweep) => [sweep.variable, String(sweep.intervalMs)])),
);

/** A run as its lease row recorded it. */
interface Claim {
  holder: string;
  at: number;
}

type Sweep = (typeof SWEEPS)[number];

/**
 * Reads the lease rows every 20 ms (runs are at least 180 ms apart, so none is missed)
 * until `enough` holds for the claims seen of every job.
 */
async function watchClaims(
  enough: (sweep: Sweep, claims: readonly Claim[]) => boolean,
): Promise<Map<string, Claim[]>> {
  const claims = new Map<string, Claim[]>(SWEEPS.map((sweep) => [sweep.name, []]));
  const leases = cluster().data.getRepository(SchedulerLease);
  await waitFor(
    async () => {
      for (const lease of await leases.find()) {
        const seen = claims.get(lease.name);
        if (seen !== undefined && seen[seen.length - 1]?.at !== lease.claimedAt) {
          seen.push({ holder: lease.holder, at: lease.claimedAt });
        }
      }
      return SWEEPS.every((sweep) => enough(sweep, claims.get(sweep.name) ?? []))
        ? claims
        : undefined;
    },
    30_000,
    () => JSON.stringify([...claims]),
  );
  return claims;
}

const gaps = (claims: readonly Claim[]): number[] =>
  claims.slice(1).map((claim, i) => claim.at - (claims[i]?.at ?? 0));

const runsBy = (claims: readonly Claim[], instance: string): number =>
  claims.filter((claim) => cluster().instanceHolding(claim.holder)?.name === instance).length;

describe('the periodic sweeps on two instances', () => {
  it('run once per interval across both, never twice in one interval', async () => {
    // The first claim seen may be older than the watch; the ones after it are measured.
    const claims = await watchClaims(
      (sweep, seen) => seen.length > Math.ceil(WATCH_MS / sweep.intervalMs),
    );
    const figures: string[] = [];
    for (const sweep of SWEEPS) {
      const seen = claims.get(sweep.name) ?? [];
      const closest = Math.min(...gaps(seen));
      expect(closest).toBeGreaterThanOrEqual(MIN_GAP_SHARE * sweep.intervalMs);
      for (const claim of seen) expect(cluster().instanceHolding(claim.holder)).toBeDefined();
      figures.push(
        `${sweep.name}: ${seen.length} runs (a ${runsBy(seen, 'a')}, b ${runsBy(seen, 'b')}), ` +
          `closest two ${closest} ms apart at a ${sweep.intervalMs} ms interval`,
      );
    }
    console.log(figures.join('\n'));
  });

  it('go on on the other instance when the one running them is killed', async () => {
    const before = await watchClaims((_sweep, seen) => seen.length >= 2);
    const last = before.get(SWEEPS[0]?.name ?? '')?.at(-1);
    const victim = cluster().instanceHolding(last?.holder ?? '');
    if (victim === undefined) throw new Error(`No instance holds ${JSON.stringify(last)}`);
    await victim.kill();
    const killedAt = Date.now();
    const survivor = cluster().instances.find((instance) => instance !== victim);

    const after = await watchClaims(
      (_sweep, seen) => seen.filter((claim) => claim.at > killedAt).length >= 3,
    );
    for (const sweep of SWEEPS) {
      const later = (after.get(sweep.name) ?? []).filter((claim) => claim.at > killedAt);
      for (const claim of later) expect(cluster().instanceHolding(claim.holder)).toBe(survivor);
    }
  });
});
