import { redisConnectionOptions } from './redis-client.factory';

const SENTINELS = {
  sentinels: [
    { host: 's1', port: 26379 },
    { host: 's2', port: 26380 },
  ],
  name: 'tutor',
};

describe('redisConnectionOptions', () => {
  it("connects to REDIS_URL's host, port, credentials and database", () => {
    const options = redisConnectionOptions(
      { redisUrl: 'redis://app:p%40ss@cache.local:6380/3', redisSentinel: undefined },
      { lazyConnect: true },
    );
    expect(options).toMatchObject({
      host: 'cache.local',
      port: 6380,
      username: 'app',
      password: 'p@ss',
      db: 3,
      lazyConnect: true,
    });
    expect(options.sentinels).toBeUndefined();
  });

  it("asks the Sentinels for the master, keeping REDIS_URL's password and database", () => {
    const options = redisConnectionOptions(
      { redisUrl: 'redis://:secret@ignored:1/2', redisSentinel: SENTINELS },
      { maxRetriesPerRequest: null },
    );
    expect(options).toMatchObject({
      sentinels: SENTINELS.sentinels,
      name: 'tutor',
      password: 'secret',
      db: 2,
      maxRetriesPerRequest: null,
    });
    expect(options.host).toBeUndefined();
    expect(options.port).toBeUndefined();
  });

  it('uses TLS for rediss://, on the master found through Sentinels too', () => {
    const target = { redisUrl: 'rediss://cache:6379', redisSentinel: SENTINELS };
    expect(redisConnectionOptions(target, {})).toMatchObject({
      tls: {},
      enableTLSForSentinelMode: true,
    });
  });

  it('refuses to build a client without REDIS_URL', () => {
    expect(() =>
      redisConnectionOptions({ redisUrl: undefined, redisSentinel: undefined }, {}),
    ).toThrow('Redis is not configured (REDIS_URL)');
  });
});
