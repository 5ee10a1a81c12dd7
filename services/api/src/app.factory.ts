import type { Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ModulesContainer } from '@nestjs/core/injector/modules-container';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Logger } from 'nestjs-pino';
import { AppModule, type ModuleImports } from './app.module';
import { bodyParsers } from './common/http/body-parsers';
import { answerClientErrors } from './common/http/client-errors';
import { noStore } from './common/http/no-store';
import { answerUnstoredJsonWithoutEtag } from './common/http/unstored-json';
import { AllExceptionsFilter } from './common/filters/all-exceptions.filter';
import { sizeRouteBodies } from './common/validation/body-bounds.interceptor';
import { createValidationPipe } from './common/validation/validation.pipe';
import { AppConfig } from './config/app-config';
import type { EnvSource } from './config/env.validation';
import { loadAppConfig } from './config/load-app-config';
import { OpenApiDocumentService } from './openapi/openapi-document.service';
import { SessionMiddleware } from './sessions/sessions.module';
import { RemoteManifestsService } from './web/remotes/remote-manifests.service';
import { RemotesRegistryService } from './web/remotes/remotes-registry.service';
import { securityHandlers, viewerContentSecurity } from './web/security';
import { webHosting } from './web/static-hosting';
import { readYourWritesOf } from './database/replicas/read-your-writes';
import { WebExpressAdapter } from './web/web-express.adapter';

export interface CreateAppOptions {
  /** The environment to configure from; process.env when absent. */
  env?: EnvSource;
  /** Extra modules (tests add probe routes); production passes none. */
  imports?: ModuleImports;
  /** Close gracefully on SIGINT/SIGTERM (the server process, not tests). */
  shutdownHooks?: boolean;
}

/** Every controller class of the app's modules. */
function controllersOf(app: NestExpressApplication): Set<Type> {
  const controllers = new Set<Type>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) controllers.add(wrapper.metatype as Type);
  }
  return controllers;
}

/**
 * The request pipeline, in order: logs, security headers and CORS, the session with its
 * XSRF cookie, body parsers (large bodies then take turns), the routes (global CSRF guard,
 * one interceptor sizing bodies by their route's DTO on the routes that take a body, one
 * validation pipe that also sizes a bounded query, one exception filter; JSON that no cache
 * may store goes out without an ETag), then static files and the history fallback for
 * requests no route took.
 */
export function configureApp(app: NestExpressApplication): void {
  const adapter = app.getHttpAdapter();
  if (!(adapter instanceof WebExpressAdapter))
    throw new Error('configureApp needs the WebExpressAdapter');
  const config = app.get(AppConfig);
  app.useLogger(app.get(Logger));
  app.disable('x-powered-by');
  answerUnstoredJsonWithoutEtag(app.getHttpAdapter().getInstance());
  if (config.trustProxy !== undefined) app.set('trust proxy', config.trustProxy);
  app.use(...securityHandlers(app.get(RemotesRegistryService), config.appUrl));
  app.use(...app.get(SessionMiddleware).handlers);
  app.use(viewerContentSecurity(app.get(RemotesRegistryService), config.appUrl));
  app.use(...bodyParsers(config.requestBodies), noStore);
  if (config.database.type === 'postgres' && config.database.replicaUrls.length > 0) {
    app.use(readYourWritesOf(config.database, config.session.secureCookies));
  }
  sizeRouteBodies(controllersOf(app));
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());
  adapter.useAfterRoutes(
    ...webHosting(config.webRoot, {
      registry: app.get(RemotesRegistryService),
      manifests: app.get(RemoteManifestsService),
    }),
  );
  app.get(OpenApiDocumentService).attach(app);
}

/** Builds the initialized app (migrations run, not listening); main.ts and tests share it. */
export async function createApp(options: CreateAppOptions = {}): Promise<NestExpressApplication> {
  const config = loadAppConfig(options.env);
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot(config, options.imports),
    new WebExpressAdapter(),
    { bufferLogs: true, abortOnError: false, bodyParser: false },
  );
  try {
    configureApp(app);
    answerClientErrors(app.getHttpServer());
    if (options.shutdownHooks === true) app.enableShutdownHooks();
    await app.init();
    return app;
  } catch (error) {
    await app.close();
    throw error;
  }
}
