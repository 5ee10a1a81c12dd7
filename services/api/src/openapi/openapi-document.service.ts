import { Injectable, type INestApplication } from '@nestjs/common';
import type { OpenAPIObject } from '@nestjs/swagger';
import { buildOpenApiDocument } from './openapi-document';

/** The app's OpenAPI document, built on first use from the app's routes. */
@Injectable()
export class OpenApiDocumentService {
  private app: INestApplication | undefined;
  private built: OpenAPIObject | undefined;

  /** The app whose routes the document describes (configureApp attaches it). */
  attach(app: INestApplication): void {
    this.app = app;
    this.built = undefined;
  }

  document(): OpenAPIObject {
    if (this.app === undefined) throw new Error('OpenApiDocumentService has no app attached');
    this.built ??= buildOpenApiDocument(this.app);
    return this.built;
  }
}
