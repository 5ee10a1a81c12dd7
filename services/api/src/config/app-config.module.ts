import { Global, Module, type DynamicModule } from '@nestjs/common';
import { ConfigModule, ConfigService } from '@nestjs/config';
import { AppConfig } from './app-config';

const APP_CONFIG_KEY = 'app';

/**
 * Registers the configuration createApp() validated: `AppConfig` for typed injection, and
 * the same object under ConfigService key 'app'. Neither reads process.env.
 */
@Global()
@Module({})
export class AppConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppConfigModule,
      imports: [
        ConfigModule.forRoot({
          ignoreEnvFile: true,
          validatePredefined: false,
          skipProcessEnv: true,
          load: [() => ({ [APP_CONFIG_KEY]: config })],
        }),
      ],
      providers: [
        {
          provide: AppConfig,
          useFactory: (configService: ConfigService) =>
            configService.getOrThrow<AppConfig>(APP_CONFIG_KEY),
          inject: [ConfigService],
        },
      ],
      exports: [AppConfig],
    };
  }
}
