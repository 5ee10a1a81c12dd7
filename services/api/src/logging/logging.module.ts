import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { AppConfig } from '../config/app-config';
import type { LogLevel } from '../config/env.validation';

function requestId(req: IncomingMessage, res: ServerResponse): string {
  const given = req.headers['x-request-id'];
  const id = typeof given === 'string' && /^[\w.-]{1,128}$/.test(given) ? given : randomUUID();
  res.setHeader('X-Request-Id', id);
  return id;
}

function levelOf(
  _req: IncomingMessage,
  res: ServerResponse,
  error?: Error,
): 'error' | 'warn' | 'info' {
  if (error !== undefined || res.statusCode >= 500) return 'error';
  return res.statusCode >= 400 ? 'warn' : 'info';
}

/** Levels at which the one line per request (info) is written. */
const REQUEST_LINE_LEVELS: readonly LogLevel[] = ['trace', 'debug', 'info'];

/**
 * Structured JSON logs (pino): one line per request plus the app's own; LOG_LEVEL=silent
 * mutes. Above info no request line is written, so the request logger is not mounted at
 * all: it cost every request a serialized child logger and an async-local context.
 */
@Module({
  imports: [
    LoggerModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        forRoutes: REQUEST_LINE_LEVELS.includes(config.logLevel) ? undefined : [],
        pinoHttp: {
          level: config.logLevel,
          genReqId: requestId,
          customLogLevel: levelOf,
          redact: [
            'req.headers.authorization',
            'req.headers.cookie',
            'req.headers["x-xsrf-token"]',
            'res.headers["set-cookie"]',
          ],
        },
      }),
    }),
  ],
})
export class LoggingModule {}
