import { Injectable } from '@nestjs/common';
import type { HealthReport } from '@tutor/contracts';
import { DataSource } from 'typeorm';
import { withTimeout } from '../common/with-timeout';
import { RedisService } from '../redis/redis.service';
import { RemoteRegistryService } from '../remote-registry/remote-registry.service';

const DATABASE_TIMEOUT_MS = 2000;

@Injectable()
export class HealthService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly redis: RedisService,
    private readonly registry: RemoteRegistryService,
  ) {}

  /**
   * The database always; Redis only when configured; the registry served. A registry file
   * refused at start-up shows as its problem, not as an error: the last good version serves.
   */
  async check(): Promise<HealthReport> {
    const [database, redis] = await Promise.all([
      this.databaseUp(),
      this.redis.enabled ? this.redis.ping() : Promise.resolve(undefined),
    ]);
    const report: HealthReport = {
      status: database && redis !== false ? 'ok' : 'error',
      database: database ? 'up' : 'down',
      node: process.version,
      registry: this.registry.health(),
    };
    if (redis !== undefined) report.redis = redis ? 'up' : 'down';
    return report;
  }

  private async databaseUp(): Promise<boolean> {
    try {
      await withTimeout(this.dataSource.query('SELECT 1'), DATABASE_TIMEOUT_MS, 'Database check');
      return true;
    } catch {
      return false;
    }
  }
}
