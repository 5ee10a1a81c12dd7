import {
  Injectable,
  Module,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { APP_INTERCEPTOR, Reflector } from '@nestjs/core';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import type { Request } from 'express';
import { tap, type Observable } from 'rxjs';
import { API_ANSWER, type AnswerSpec } from '../common/openapi/api-answer.decorator';
import { NamedSchema, type JsonSchema, type SchemaLike } from '../common/openapi/json-schema';

const DEFS = '#/$defs/';

/** The schema as one JSON Schema, its named parts in `$defs`. */
export function standalone(schema: SchemaLike): JsonSchema {
  const defs: Record<string, unknown> = {};
  const resolve = (value: unknown): unknown => {
    if (value instanceof NamedSchema) {
      if (!(value.name in defs)) {
        defs[value.name] = {};
        defs[value.name] = resolve(value.schema);
      }
      return { $ref: `${DEFS}${value.name}` };
    }
    if (Array.isArray(value)) return value.map(resolve);
    if (typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolve(item)]));
  };
  const root = resolve(schema) as JsonSchema;
  return { ...root, $defs: defs };
}

/**
 * Checks the JSON answers of documented routes against their @ApiAnswer() schema, in tests
 * only: every request a spec makes also checks the server says what the document says.
 */
export class AnswerChecker {
  private readonly ajv = new Ajv2020({
    strict: true,
    strictTypes: false,
    validateFormats: false,
    allErrors: true,
  });
  private readonly validators = new WeakMap<object, ValidateFunction>();
  private readonly mismatches: string[] = [];

  check(route: string, schema: SchemaLike, body: unknown): void {
    const validate = this.validatorOf(schema);
    const json: unknown = body === undefined ? undefined : JSON.parse(JSON.stringify(body));
    if (validate(json)) return;
    const why = this.ajv.errorsText(validate.errors, { separator: '; ' });
    this.mismatches.push(`${route} answered what its schema refuses: ${why}`);
  }

  /** The mismatches seen since the last call. */
  take(): string[] {
    return this.mismatches.splice(0);
  }

  private validatorOf(schema: SchemaLike): ValidateFunction {
    let validate = this.validators.get(schema);
    if (validate === undefined) {
      validate = this.ajv.compile(standalone(schema));
      this.validators.set(schema, validate);
    }
    return validate;
  }
}

export const answerChecker = new AnswerChecker();

const isJson = (spec: AnswerSpec): boolean =>
  spec.contentType === undefined || spec.contentType === 'application/json';

@Injectable()
class AnswerCheckInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const spec = this.reflector.get<AnswerSpec | undefined>(API_ANSWER, context.getHandler());
    if (context.getType() !== 'http' || spec === undefined || !isJson(spec)) return next.handle();
    const request = context.switchToHttp().getRequest<Request>();
    const route = `${request.method} ${request.originalUrl}`;
    return next.handle().pipe(
      tap((body: unknown) => {
        if (body !== undefined) answerChecker.check(route, spec.schema, body);
      }),
    );
  }
}

/** Added to every test app (createTestApp): the answer check on all its routes. */
@Module({ providers: [{ provide: APP_INTERCEPTOR, useClass: AnswerCheckInterceptor }] })
export class AnswerCheckModule {}
