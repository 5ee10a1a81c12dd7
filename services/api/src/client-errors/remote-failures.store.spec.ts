import type { Clock } from '../common/clock/clock.service';
import type { AppConfig } from '../config/app-config';
import { RedisService } from '../redis/redis.service';
import {
  LAST_MESSAGES,
  MemoryRemoteFailures,
  RedisRemoteFailures,
  VERSIONS_SHOWN,
  type FailureReport,
  type RemoteFailuresStore,
} from './remote-failures.store';

const redisUrl = process.env.REDIS_URL;
const redis = new RedisService({ redisUrl } as AppConfig);

afterAll(() => {
  redis.onApplicationShutdown();
});

const stores: [string, (clock: Clock) => RemoteFailuresStore, boolean][] = [
  ['memory', (clock) => new MemoryRemoteFailures(clock), true],
  ['Redis', (clock) => new RedisRemoteFailures(redis, clock), redisUrl !== undefined],
];

const MINUTE = 60_000;

describe.each(stores)('%s remote failures store', (_name, create, available) => {
  let now: number;
  let store: RemoteFailuresStore;
  let remote: string;
  const report = (extra: Partial<FailureReport> = {}): FailureReport => ({
    remote,
    version: 'aaa111',
    kind: 'load',
    message: 'manifest 404',
    browser: 'Chrome 140',
    ...extra,
  });

  beforeEach(() => {
    now = 1_800_000_000_000;
    store = create({ now: () => now });
    // any registry name, and one whose text could collide with the keys' separators
    remote = `spec_${Math.random().toString(36).slice(2)}:x`;
  });

  (available ? it : it.skip)('counts per version and kind, the newest version first', async () => {
    await store.add(report());
    await store.add(report({ kind: 'shared' }));
    now += MINUTE;
    await store.add(report({ kind: 'shared' }));
    now += 1000;
    await store.add(report({ version: 'bbb:222', kind: 'render' }));
    const { [remote]: failures } = await store.lastHour([remote]);
    expect(failures?.map(({ version, counts }) => ({ version, counts }))).toEqual([
      { version: 'bbb:222', counts: { load: 0, shape: 0, render: 1, shared: 0 } },
      { version: 'aaa111', counts: { load: 1, shape: 0, render: 0, shared: 2 } },
    ]);
    expect(await store.lastHour(['nobody'])).toEqual({ nobody: [] });
  });

  (available ? it : it.skip)('keeps the last messages of each version, newest first', async () => {
    for (let i = 0; i < LAST_MESSAGES + 2; i += 1) {
      now += 1000;
      await store.add(report({ message: `failure ${i}` }));
    }
    const [aaa] = (await store.lastHour([remote]))[remote] ?? [];
    expect(aaa?.last_messages.map(({ message }) => message)).toEqual(
      Array.from({ length: LAST_MESSAGES }, (_, i) => `failure ${LAST_MESSAGES + 1 - i}`),
    );
    expect(aaa?.last_messages[0]).toEqual({
      kind: 'load',
      message: `failure ${LAST_MESSAGES + 1}`,
      browser: 'Chrome 140',
      at: now,
    });
    expect(aaa?.counts.load).toBe(LAST_MESSAGES + 2);
  });

  (available ? it : it.skip)('forgets what is older than an hour, minute by minute', async () => {
    await store.add(report());
    now += 30 * MINUTE;
    await store.add(report());
    now += 31 * MINUTE;
    const [aaa] = (await store.lastHour([remote]))[remote] ?? [];
    expect(aaa?.counts.load).toBe(1);
    expect(aaa?.last_messages).toHaveLength(1);
    now += 30 * MINUTE;
    expect((await store.lastHour([remote]))[remote]).toEqual([]);
  });

  (available ? it : it.skip)('shows the versions reported last, a few at most', async () => {
    for (let i = 0; i < VERSIONS_SHOWN + 2; i += 1) {
      now += 1000;
      await store.add(report({ version: `v${i}` }));
    }
    const versions = ((await store.lastHour([remote]))[remote] ?? []).map(({ version }) => version);
    expect(versions).toEqual(
      Array.from({ length: VERSIONS_SHOWN }, (_, i) => `v${VERSIONS_SHOWN + 1 - i}`),
    );
  });

  (available ? it : it.skip)('loses no count to reports arriving together', async () => {
    await Promise.all(Array.from({ length: 40 }, () => store.add(report({ kind: 'shape' }))));
    const [aaa] = (await store.lastHour([remote]))[remote] ?? [];
    expect(aaa?.counts.shape).toBe(40);
    expect(aaa?.last_messages).toHaveLength(LAST_MESSAGES);
  });
});
