import { applyDecorators, Header, StreamableFile } from '@nestjs/common';
import { ApiAnswer } from '../../common/openapi/api-answer.decorator';
import { BinarySchema } from '../../common/openapi/schemas/files.schema';

/** How long a browser may keep a page PNG: a file's pages never change. */
export const PAGE_MAX_AGE_SECONDS = 3600;

/** A page preview as an answer body: a PNG, shown inline. */
export function pagePng(png: Buffer): StreamableFile {
  return new StreamableFile(png, { type: 'image/png', length: png.length, disposition: 'inline' });
}

/** The headers and OpenAPI answer of a route serving a page PNG. */
export function PageRoute(): MethodDecorator {
  return applyDecorators(
    Header('Cache-Control', `private, max-age=${PAGE_MAX_AGE_SECONDS}`),
    Header('X-Content-Type-Options', 'nosniff'),
    Header('Content-Security-Policy', 'sandbox'),
    ApiAnswer(BinarySchema, 'image/png'),
  );
}
