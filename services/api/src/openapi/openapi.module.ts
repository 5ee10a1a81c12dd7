import { Module } from '@nestjs/common';
import { OpenApiController } from './openapi.controller';
import { OpenApiDocumentService } from './openapi-document.service';

/** GET /api/openapi.json and the docs page at /api/docs. */
@Module({
  controllers: [OpenApiController],
  providers: [OpenApiDocumentService],
  exports: [OpenApiDocumentService],
})
export class OpenApiModule {}
