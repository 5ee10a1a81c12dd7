import { createReadStream } from 'node:fs';
import { Controller, Get, Header, Param, StreamableFile } from '@nestjs/common';
import type { OpenAPIObject } from '@nestjs/swagger';
import { Public } from '../common/access/public.decorator';
import { AccessException } from '../common/errors/access.exception';
import { ApiAnswer } from '../common/openapi/api-answer.decorator';
import { DOCS_INIT_SCRIPT, DOCS_PAGE, docsAsset } from './docs-page';
import { OpenApiDocumentService } from './openapi-document.service';

const HTML = { type: 'string', description: 'an HTML page' };

/** The API's description: the document, and a page to read it. */
@Controller('api')
@Public()
export class OpenApiController {
  constructor(private readonly openApi: OpenApiDocumentService) {}

  @Get('openapi.json')
  @Header('Cache-Control', 'no-cache')
  @ApiAnswer({ type: 'object', description: 'this document (OpenAPI 3.1)' })
  document(): OpenAPIObject {
    return this.openApi.document();
  }

  @Get('docs')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-cache')
  @ApiAnswer(HTML, 'text/html')
  page(): string {
    return DOCS_PAGE;
  }

  @Get('docs/docs-init.js')
  @Header('Content-Type', 'text/javascript; charset=utf-8')
  @Header('Cache-Control', 'no-cache')
  @ApiAnswer({ type: 'string' }, 'text/javascript')
  initScript(): string {
    return DOCS_INIT_SCRIPT;
  }

  /** swagger-ui's stylesheet and script. */
  @Get('docs/:asset')
  @Header('Cache-Control', 'public, max-age=3600')
  @ApiAnswer({ type: 'string' }, 'application/octet-stream')
  asset(@Param('asset') name: string): StreamableFile {
    const asset = docsAsset(name);
    if (asset === undefined) throw AccessException.notFound();
    return new StreamableFile(createReadStream(asset.path), {
      type: asset.contentType,
      disposition: undefined,
    });
  }
}
