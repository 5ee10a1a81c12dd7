import { checkModuleShape, RemoteShapeError, routesProblem } from './module-shape';

describe('the shape of a remote module', () => {
  it('accepts routes: an array of route objects', () => {
    const routes = [
      { path: '/marketplace', element: null },
      { path: '/marketplace/:id', children: [{ index: true }] },
    ];
    expect(routesProblem({ routes })).toBeUndefined();
    expect(() => checkModuleShape('marketplace/routes', { routes })).not.toThrow();
  });

  it('says plainly that a default export is not the contract', () => {
    expect(() => checkModuleShape('marketplace/routes', { default: [] })).toThrow(RemoteShapeError);
    expect(() => checkModuleShape('marketplace/routes', { default: [] })).toThrow(
      '"marketplace/routes" exports "default" instead of "routes"',
    );
  });

  it.each([
    [{}, 'exports no "routes" (it has: nothing)'],
    [{ Routes: [] }, 'exports no "routes" (it has: Routes)'],
    [{ routes: { path: '/x' } }, 'exports "routes" as object, not an array'],
    [{ routes: [{ path: '/x' }, 'page'] }, 'routes[1] is not a route object'],
    [{ routes: [{ element: null }] }, 'routes[0] is not a route object'],
    [{ routes: [{ path: 4 }] }, 'routes[0] is not a route object'],
    [null, 'exposes object instead of a module'],
  ])('refuses %j', (module, problem) => {
    expect(routesProblem(module)).toContain(problem);
  });

  it('only asks a non-route module to be a module', () => {
    expect(() =>
      checkModuleShape('auth/AccountSocialBlock', { AccountSocialBlock: 1 }),
    ).not.toThrow();
    expect(() => checkModuleShape('auth/AccountSocialBlock', undefined)).toThrow(RemoteShapeError);
  });
});
