import {
  Injectable,
  PayloadTooLargeException,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { catchError, throwError, type Observable } from 'rxjs';
import { RefusalException } from '../common/errors/refusal.exception';
import { AppConfig } from '../config/app-config';

/**
 * Put around FileInterceptor: multer's "file too large" (413 in Nest) becomes the spec's
 * size message on the `file` field, a 422 the upload form shows under the field.
 */
@Injectable()
export class UploadErrorsInterceptor implements NestInterceptor {
  constructor(private readonly config: AppConfig) {}

  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) =>
        throwError(() =>
          error instanceof PayloadTooLargeException
            ? new RefusalException(422, 'files.too_large', {
                field: 'file',
                params: { max: this.config.files.maxMb },
              })
            : error,
        ),
      ),
    );
  }
}
