import { RequestMethod, type INestApplication, type Type } from '@nestjs/common';
import {
  GUARDS_METADATA,
  HTTP_CODE_METADATA,
  METHOD_METADATA,
  PATH_METADATA,
} from '@nestjs/common/constants';
import { Reflector } from '@nestjs/core';
import { ModulesContainer } from '@nestjs/core/injector/modules-container';
import { declaredAccess, type RouteAccess } from '../access/route-access';
import {
  API_ANSWER,
  API_REQUEST,
  type AnswerSpec,
  type RequestSpec,
} from '../common/openapi/api-answer.decorator';
import { BODY_PARAM, QUERY_PARAM, paramClass } from '../common/http/param-class';
import { SKIP_CSRF } from '../sessions/skip-csrf.decorator';
import { RateLimitGuard } from '../throttle/rate-limit.guard';

const SAFE_METHODS: readonly RequestMethod[] = [
  RequestMethod.GET,
  RequestMethod.HEAD,
  RequestMethod.OPTIONS,
];

/** What a route's decorators say about the answers it can give. */
export interface RouteFacts {
  readonly operationId: string;
  readonly access: RouteAccess | undefined;
  readonly checksCsrf: boolean;
  readonly rateLimited: boolean;
  readonly body: RequestSpec | undefined;
  readonly query: Type | undefined;
  readonly answer: AnswerSpec | undefined;
  /** @HttpCode(), else Nest's default: 201 for POST, 200 for the rest. */
  readonly successStatus: number;
}

/** `OAuthController.start` → `oauthStart`, `StudentWorksController.list` → `studentWorksList`. */
export function operationIdOf(controllerKey: string, methodKey: string): string {
  const base = controllerKey.replace(/Controller$/, '');
  const lowered = base.replace(/^[A-Z]+/, (capitals) => capitals.toLowerCase());
  return `${lowered}${methodKey.charAt(0).toUpperCase()}${methodKey.slice(1)}`;
}

function requestSpec(
  reflector: Reflector,
  handler: () => unknown,
  bodyClass: Type | undefined,
): RequestSpec | undefined {
  const declared = reflector.get<RequestSpec | undefined, string>(API_REQUEST, handler);
  return declared ?? (bodyClass === undefined ? undefined : { body: bodyClass });
}

function methodFacts(reflector: Reflector, controller: Type, method: string): RouteFacts {
  const handler = (controller.prototype as Record<string, () => unknown>)[method] as () => unknown;
  const targets = [handler, controller];
  const verb = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod;
  const guards = [
    ...((Reflect.getMetadata(GUARDS_METADATA, controller) ?? []) as unknown[]),
    ...((Reflect.getMetadata(GUARDS_METADATA, handler) ?? []) as unknown[]),
  ];
  const bodyClass = paramClass(controller, method, BODY_PARAM);
  return {
    operationId: operationIdOf(controller.name, method),
    access: declaredAccess(reflector, handler, controller),
    checksCsrf:
      !SAFE_METHODS.includes(verb) &&
      reflector.getAllAndOverride<boolean | undefined>(SKIP_CSRF, targets) !== true,
    rateLimited: guards.includes(RateLimitGuard),
    body: requestSpec(reflector, handler, bodyClass),
    query: paramClass(controller, method, QUERY_PARAM),
    answer: reflector.get<AnswerSpec | undefined, string>(API_ANSWER, handler),
    successStatus:
      (Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined) ??
      (verb === RequestMethod.POST ? 201 : 200),
  };
}

function routeMethods(controller: Type): string[] {
  const proto = controller.prototype as Record<string, unknown>;
  return Object.getOwnPropertyNames(proto).filter((name) => {
    const member = proto[name];
    return (
      name !== 'constructor' &&
      typeof member === 'function' &&
      Reflect.getMetadata(PATH_METADATA, member) !== undefined
    );
  });
}

/** Every route of the app's controllers, with what its decorators declare. */
export function routeFacts(app: INestApplication): RouteFacts[] {
  const reflector = new Reflector();
  const controllers = new Set<Type>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) controllers.add(wrapper.metatype as Type);
  }
  return [...controllers].flatMap((controller) =>
    routeMethods(controller).map((method) => methodFacts(reflector, controller, method)),
  );
}
