import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../config/app-config';
import { dataSourceOptions } from './data-source-options';
import { Transactions } from './transactions.service';
import { TypeOrmLogger } from './typeorm-logger';

/** Opens the database and runs pending migrations before the app answers. */
@Global()
@Module({
  providers: [Transactions],
  exports: [Transactions],
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        ...dataSourceOptions(config.database),
        logger: new TypeOrmLogger(),
        logging: ['error', 'warn', 'migration'],
        retryAttempts: 3,
        retryDelay: 1000,
      }),
    }),
  ],
})
export class DatabaseModule {}
