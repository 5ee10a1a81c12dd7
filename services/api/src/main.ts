import 'reflect-metadata';
import { Logger } from 'nestjs-pino';
import { createApp } from './app.factory';
import { AppConfig } from './config/app-config';
import { ConfigValidationError } from './config/config-validation.error';

async function main(): Promise<void> {
  const app = await createApp({ shutdownHooks: true });
  const config = app.get(AppConfig);
  await app.listen(config.port);
  app.get(Logger).log(`Listening on port ${config.port} (${config.appUrl})`, 'Main');
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigValidationError ? error.message : error);
  process.exitCode = 1;
});
