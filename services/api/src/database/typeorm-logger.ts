import { Logger as NestLogger } from '@nestjs/common';
import type { Logger } from 'typeorm';

/** Sends TypeORM's errors, warnings and migration notes to the app's (pino) logger. */
export class TypeOrmLogger implements Logger {
  private readonly logger = new NestLogger('TypeORM');

  logQuery(): void {}

  logQueryError(error: string | Error, query: string): void {
    this.logger.error({ err: error, query }, 'Query failed');
  }

  logQuerySlow(time: number, query: string): void {
    this.logger.warn({ time, query }, 'Slow query');
  }

  /** Migration progress comes through here; only a migration's outcome is worth an info line. */
  logSchemaBuild(message: string): void {
    if (/^Migration .+ has been .*(executed|reverted) successfully\.$/.test(message))
      this.logger.log(message);
    else this.logger.debug(message);
  }

  logMigration(message: string): void {
    if (message.includes('failed')) this.logger.error(message);
    else this.logger.log(message);
  }

  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    if (level === 'warn') this.logger.warn(message);
    else this.logger.log(message);
  }
}
