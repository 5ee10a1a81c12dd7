import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { dataSourceOptions } from './data-source-options';
import { ReadReplica } from './replicas/read-replica.service';
import { Transactions } from './transactions.service';
import { TypeOrmLogger } from './typeorm-logger';

/**
 * Runs pending migrations on the primary's direct address when the app's own goes through
 * a pooler: a transaction-mode pooler may hand a migration's statements to several server
 * sessions. True when it ran them (the app's data source then runs none).
 */
async function migrateDirectly(config: AppConfig): Promise<boolean> {
  const { database } = config;
  if (database.type !== 'postgres' || database.directUrl === database.url) return false;
  const direct = new DataSource({
    ...dataSourceOptions({ type: 'postgres', url: database.directUrl }),
    logger: new TypeOrmLogger(),
    logging: ['error', 'warn', 'migration'],
  });
  await direct.initialize();
  await direct.destroy();
  return true;
}

/** Opens the database and runs pending migrations before the app answers. */
@Global()
@Module({
  providers: [Transactions, ReadReplica],
  exports: [Transactions, ReadReplica],
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [AppConfig],
      useFactory: async (config: AppConfig) => ({
        ...dataSourceOptions(config.database),
        ...((await migrateDirectly(config)) ? { migrationsRun: false } : {}),
        logger: new TypeOrmLogger(),
        logging: ['error', 'warn', 'migration'],
        retryAttempts: 3,
        retryDelay: 1000,
      }),
    }),
  ],
})
export class DatabaseModule {}
