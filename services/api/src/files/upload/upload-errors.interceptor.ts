import {
  Injectable,
  PayloadTooLargeException,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { catchError, throwError, type Observable } from 'rxjs';
import { AppConfig } from '../../config/app-config';
import { FilesErrorCode, FilesException } from '../files.errors';

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
            ? new FilesException(FilesErrorCode.TooLarge, {
                params: { max: this.config.files.maxMb },
              })
            : error,
        ),
      ),
    );
  }
}
