import type { DataSource } from 'typeorm';
import type { RegistryHealth } from '@tutor/contracts';
import type { RedisService } from '../redis/redis.service';
import type { RemoteRegistryService } from '../remote-registry/remote-registry.service';
import { HealthService } from './health.service';

function service(database: () => Promise<unknown>, redis?: boolean): HealthService {
  const dataSource = { query: database } as unknown as DataSource;
  const redisService = {
    enabled: redis !== undefined,
    ping: () => Promise.resolve(redis === true),
  };
  const registry = { health: () => REGISTRY };
  return new HealthService(
    dataSource,
    redisService as unknown as RedisService,
    registry as unknown as RemoteRegistryService,
  );
}

const REGISTRY: RegistryHealth = { version: 3, candidate: null, source: 'config', problem: null };

describe('HealthService', () => {
  it('reports the database down when its query fails', async () => {
    const report = await service(() => Promise.reject(new Error('gone'))).check();
    expect(report).toEqual({
      status: 'error',
      database: 'down',
      node: process.version,
      registry: REGISTRY,
    });
  });

  it('reports Redis only when it is configured', async () => {
    expect(await service(() => Promise.resolve([]), true).check()).toEqual({
      status: 'ok',
      database: 'up',
      redis: 'up',
      node: process.version,
      registry: REGISTRY,
    });
    expect(await service(() => Promise.resolve([])).check()).not.toHaveProperty('redis');
  });
});
