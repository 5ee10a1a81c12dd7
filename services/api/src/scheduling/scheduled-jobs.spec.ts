import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { createTestApp } from '../testing/test-app';
import { ScheduledJobs, type ScheduledJob } from './scheduled-jobs.service';

const INTERVAL_MS = 100;
/** Runs are claimed at least this far apart (MIN_GAP_SHARE of the interval). */
const MIN_GAP_MS = 90;
/**
 * A run is recorded after its claim's round trip, which varies by a few ms (tens on a busy
 * machine). Two instances ticking on their own would start runs less than half an
 * interval apart, so the bounds below still tell them from one shared schedule.
 */
const CLAIM_SLACK_MS = 30;

interface Run {
  instance: number;
  at: number;
}

/** Two instances of the app on this file's database (PostgreSQL or one SQLite file). */
const apps: INestApplication[] = [];

beforeEach(async () => {
  // The app's own sweeps stay out of the way.
  const env = { DISPATCH_SWEEP_MS: '60000', WORK_TIMER_SWEEP_MS: '60000' };
  apps.push(await createTestApp(env), await createTestApp(env));
});

afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

/** Registers one job of the same name on every instance; `run` gets the instance's index. */
function scheduleEverywhere(
  job: Omit<ScheduledJob, 'name' | 'run'>,
  run: (instance: number) => Promise<unknown>,
): string {
  const name = `probe-${randomUUID().slice(0, 8)}`;
  apps.forEach((app, instance) =>
    app.get(ScheduledJobs).register({ ...job, name, run: () => run(instance) }),
  );
  return name;
}

async function waitFor(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('The condition did not come true');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const gaps = (runs: readonly Run[]): number[] =>
  runs.slice(1).map((run, i) => run.at - (runs[i]?.at ?? 0));

describe('a scheduled job on two instances of the app', () => {
  it('runs once per interval across both, never on both in one interval', async () => {
    const runs: Run[] = [];
    scheduleEverywhere({ intervalMs: INTERVAL_MS }, async (instance) => {
      runs.push({ instance, at: Date.now() });
    });
    await waitFor(() => runs.length >= 10);
    for (const gap of gaps(runs)) expect(gap).toBeGreaterThanOrEqual(MIN_GAP_MS - CLAIM_SLACK_MS);
    const span = (runs[9]?.at ?? 0) - (runs[0]?.at ?? 0);
    expect(span).toBeGreaterThanOrEqual(9 * MIN_GAP_MS - CLAIM_SLACK_MS);
  });

  it('goes on on the other instance when the one that ran it last stops', async () => {
    const runs: Run[] = [];
    scheduleEverywhere({ intervalMs: INTERVAL_MS }, async (instance) => {
      runs.push({ instance, at: Date.now() });
    });
    await waitFor(() => runs.length >= 2);
    const holder = runs[runs.length - 1]?.instance ?? 0;
    await apps[holder]?.close();
    apps.splice(holder, 1);
    const seen = runs.length;
    await waitFor(() => runs.length >= seen + 3);
    expect(runs.slice(seen).map((run) => run.instance)).toEqual([
      1 - holder,
      1 - holder,
      1 - holder,
    ]);
  });

  it('lets the other instance take over a run that hangs, once its lease has run out', async () => {
    const LEASE_MS = 600;
    const runs: Run[] = [];
    let releaseHung = (): void => undefined;
    const hung = new Promise<void>((resolve) => (releaseHung = resolve));
    scheduleEverywhere({ intervalMs: 50, leaseMs: LEASE_MS }, async (instance) => {
      runs.push({ instance, at: Date.now() });
      if (runs.length === 1) await hung; // The first run never ends, as if its holder died.
    });
    try {
      await waitFor(() => runs.some((run) => run.instance !== runs[0]?.instance));
      const [first, takeover] = [runs[0], runs.find((run) => run.instance !== runs[0]?.instance)];
      expect(runs.filter((run) => run.instance === first?.instance)).toHaveLength(1);
      expect((takeover?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(
        LEASE_MS - CLAIM_SLACK_MS,
      );
    } finally {
      releaseHung();
    }
  });

  it('keeps its schedule after a run fails', async () => {
    let runs = 0;
    scheduleEverywhere({ intervalMs: 50 }, async () => {
      runs += 1;
      if (runs === 1) throw new Error('The first run fails');
    });
    await waitFor(() => runs >= 3);
  });

  it('refuses a second job of the same name', () => {
    const scheduled = apps[0]?.get(ScheduledJobs);
    const job = { name: 'probe-twice', intervalMs: 1000, run: () => Promise.resolve() };
    scheduled?.register(job);
    expect(() => scheduled?.register(job)).toThrow('registered twice');
  });
});
