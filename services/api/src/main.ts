import 'reflect-metadata';
import { Logger } from 'nestjs-pino';
import { createApp } from './app.factory';
import { keepIdleConnections } from './common/http/keep-alive';
import { AppConfig } from './config/app-config';
import { ConfigValidationError } from './config/config-validation.error';
import { unsupportedNode } from './health/node-runtime';

class UnsupportedNodeError extends Error {}

async function main(): Promise<void> {
  const refused = unsupportedNode(process.versions.node);
  if (refused !== undefined) throw new UnsupportedNodeError(refused);
  const app = await createApp({ shutdownHooks: true });
  const config = app.get(AppConfig);
  const logger = app.get(Logger);
  logger.log(`Node.js ${process.version} (${process.execPath})`, 'Main');
  await app.listen(config.port);
  keepIdleConnections(app.getHttpServer());
  logger.log(`Listening on port ${config.port} (${config.appUrl})`, 'Main');
}

main().catch((error: unknown) => {
  const plain = error instanceof ConfigValidationError || error instanceof UnsupportedNodeError;
  console.error(plain ? error.message : error);
  process.exitCode = 1;
});
