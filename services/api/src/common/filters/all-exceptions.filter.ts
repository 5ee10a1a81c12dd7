import { Catch, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Request, Response } from 'express';
import { resolveLocale } from '../../i18n/locale';
import { toHttpAnswer } from '../errors/http-answer';

/**
 * The one exception filter: every error leaves as JSON `{ message }` (422 adds `errors`).
 * Headers set before the throw (e.g. Retry-After of a 429) are kept; details of an
 * unexpected error go to the log, never to the client.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('ExceptionsFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    const { status, body, log, headers } = toHttpAnswer(
      exception,
      resolveLocale(request.headers['accept-language']),
    );
    if (log !== undefined) {
      const details = { err: exception, method: request.method, url: request.originalUrl, status };
      this.logger[log](details, exception instanceof Error ? exception.message : 'Unknown error');
    }
    if (response.headersSent) {
      response.end();
      return;
    }
    for (const [name, value] of Object.entries(headers ?? {})) response.setHeader(name, value);
    response.status(status).json(body);
  }
}
