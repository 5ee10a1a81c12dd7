import * as reactQuery from '@tanstack/react-query';
// the whole package, to check the shared module's names against it
// eslint-disable-next-line no-restricted-imports
import * as reactI18next from 'react-i18next';
import * as reactRouterDom from 'react-router-dom';
import * as queryFacade from '../../../.config/rspack/shared/react-query';
import * as i18nFacade from '../../../.config/rspack/shared/react-i18next';
import * as routerFacade from '../../../.config/rspack/shared/react-router-dom';
import { sharedDependencies } from '../../../.config/rspack/shared-deps';
import {
  QUERY_CLIENT_API,
  QUERY_LEFT_OUT,
  ROUTER_CLIENT_API,
  ROUTER_LEFT_OUT,
  SHARED_EXPORTS,
  SHARED_MODULES,
} from './index';

const exported = (module: object) =>
  Object.keys(module).filter((name) => name !== '__esModule' && name !== 'default');

/** The names of `all` neither listed as shared nor as left out (`X_*` leaves out a prefix). */
function undecided(all: readonly string[], listed: readonly string[], leftOut: readonly string[]) {
  const prefixes = leftOut.filter((name) => name.endsWith('*')).map((name) => name.slice(0, -1));
  return all.filter(
    (name) =>
      !listed.includes(name) &&
      !leftOut.includes(name) &&
      !prefixes.some((prefix) => name.startsWith(prefix)),
  );
}

describe('the names the shell shares', () => {
  it.each([
    ['react-router-dom', routerFacade, ROUTER_CLIENT_API],
    ['@tanstack/react-query', queryFacade, QUERY_CLIENT_API],
    ['react-i18next', i18nFacade, SHARED_EXPORTS['react-i18next']],
  ] as const)('%s: its shared module gives every listed name, and no other', (_, facade, names) => {
    const missing = names.filter((name) => (facade as Record<string, unknown>)[name] === undefined);
    expect(missing).toEqual([]);
    expect(exported(facade).sort()).toEqual([...names].sort());
  });

  it('gives a remote the client-side router hooks and components it names', () => {
    for (const name of [
      'useMatch',
      'useMatches',
      'useHref',
      'useOutletContext',
      'Form',
      'useFetcher',
    ])
      expect(ROUTER_CLIENT_API).toContain(name);
    // the DOM router provider (with flushSync), not the bare one
    expect(routerFacade.RouterProvider).toBe(reactRouterDom.RouterProvider);
    expect(routerFacade.useMatch).toBe(reactRouterDom.useMatch);
  });

  it('decides on every name the installed router and query client export', () => {
    expect(undecided(exported(reactRouterDom), ROUTER_CLIENT_API, ROUTER_LEFT_OUT)).toEqual([]);
    expect(undecided(exported(reactQuery), QUERY_CLIENT_API, QUERY_LEFT_OUT)).toEqual([]);
    // and a listed name is one the package really has
    expect(ROUTER_CLIENT_API.filter((name) => !(name in reactRouterDom))).toEqual([]);
    expect(QUERY_CLIENT_API.filter((name) => !(name in reactQuery))).toEqual([]);
    expect(exported(reactI18next)).toEqual(
      expect.arrayContaining([...SHARED_EXPORTS['react-i18next']]),
    );
  });

  it('leaves nothing out that a client-side SPA uses', () => {
    for (const name of ROUTER_CLIENT_API) expect(ROUTER_LEFT_OUT).not.toContain(name);
    for (const name of QUERY_CLIENT_API) expect(QUERY_LEFT_OUT).not.toContain(name);
  });

  it('is what the shell federation config provides under each name', () => {
    const shell = sharedDependencies();
    for (const name of Object.keys(SHARED_EXPORTS)) {
      expect({ name, singleton: shell[name]?.singleton }).toEqual({ name, singleton: true });
      expect(shell[name]?.import).toMatch(/[\\/]rspack[\\/]shared[\\/]/);
      expect(SHARED_MODULES).toHaveProperty([name]);
    }
    // no deep import of the router escapes its shared module as a second, whole copy
    expect(shell['react-router/']).toBeUndefined();
  });
});
