/**
 * A remote module that loaded but is not what the platform's contract says
 * (@tutor/remote-contract): no retry helps, so it is reported at once and plainly.
 */
export class RemoteShapeError extends Error {
  override readonly name = 'RemoteShapeError';
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** A route object as react-router takes it: a path, an index route or a layout with children. */
function isRouteObject(value: unknown): boolean {
  if (!isRecord(value) || Array.isArray(value)) return false;
  const { path, index, children } = value;
  if (path !== undefined && typeof path !== 'string') return false;
  if (index !== undefined && typeof index !== 'boolean') return false;
  if (children !== undefined && (!Array.isArray(children) || !children.every(isRouteObject))) {
    return false;
  }
  return path !== undefined || index === true || children !== undefined;
}

/** Why a `./routes` module breaks the contract, or undefined when it keeps it. */
export function routesProblem(module: unknown): string | undefined {
  if (!isRecord(module)) return `exposes ${typeof module} instead of a module`;
  const { routes } = module;
  if (routes === undefined) {
    return 'default' in module
      ? 'exports "default" instead of "routes": ./routes must `export const routes: RouteObject[]`'
      : `exports no "routes" (it has: ${Object.keys(module).join(', ') || 'nothing'})`;
  }
  if (!Array.isArray(routes)) return `exports "routes" as ${typeof routes}, not an array`;
  const bad = routes.findIndex((route) => !isRouteObject(route));
  return bad === -1
    ? undefined
    : `routes[${bad}] is not a route object (a path, index: true or children)`;
}

/** Checks a loaded module against the contract; throws RemoteShapeError when it breaks it. */
export function checkModuleShape(id: string, module: unknown): void {
  const problem = id.endsWith('/routes')
    ? routesProblem(module)
    : isRecord(module)
      ? undefined
      : `exposes ${typeof module} instead of a module`;
  if (problem !== undefined) throw new RemoteShapeError(`"${id}" ${problem}`);
}
