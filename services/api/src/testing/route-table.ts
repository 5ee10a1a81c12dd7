import { RequestMethod, type INestApplication, type Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { Reflector } from '@nestjs/core';
import { ModulesContainer } from '@nestjs/core/injector/modules-container';
import { declaredAccess, type RouteAccess } from '../access/route-access';

/** One route of the app as a caller sees it: `GET /api/tasks/:taskId`. */
export interface RouteEntry {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly path: string;
  readonly access: RouteAccess | undefined;
  /** `TasksController.update`, to name the offender in a failure. */
  readonly handler: string;
}

const VERBS: Partial<Record<RequestMethod, RouteEntry['method']>> = {
  [RequestMethod.GET]: 'GET',
  [RequestMethod.POST]: 'POST',
  [RequestMethod.PUT]: 'PUT',
  [RequestMethod.PATCH]: 'PATCH',
  [RequestMethod.DELETE]: 'DELETE',
};

const joinPath = (...parts: string[]): string =>
  `/${parts
    .flatMap((part) => part.split('/'))
    .filter((part) => part !== '')
    .join('/')}`;

function entriesOf(reflector: Reflector, controller: Type): RouteEntry[] {
  const proto = controller.prototype as Record<string, unknown>;
  const base = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
  return Object.getOwnPropertyNames(proto).flatMap((name) => {
    const handler = proto[name];
    if (name === 'constructor' || typeof handler !== 'function') return [];
    const path = Reflect.getMetadata(PATH_METADATA, handler) as string | undefined;
    const verb = VERBS[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
    if (path === undefined || verb === undefined) return [];
    return [
      {
        method: verb,
        path: joinPath(base, path),
        access: declaredAccess(reflector, handler, controller),
        handler: `${controller.name}.${name}`,
      },
    ];
  });
}

/** A route's path as the OpenAPI document writes it: `/api/tasks/:taskId` → `/api/tasks/{taskId}`. */
export const openApiPath = (path: string): string => path.replace(/:(\w+)/g, '{$1}');

/** Every route the app's controllers declare, with who may call it. */
export function routeTable(app: INestApplication): RouteEntry[] {
  const reflector = new Reflector();
  const controllers = new Set<Type>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) controllers.add(wrapper.metatype as Type);
  }
  return [...controllers].flatMap((controller) => entriesOf(reflector, controller));
}
