import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface SharedEntry {
  singleton?: boolean;
  requiredVersion: string | false;
  version?: string;
  import?: string;
}
type SharedConfig = Record<string, SharedEntry>;

const root = join(__dirname, '..', '..');

function versionOf(dir: string): string {
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string };
  return `^${pkg.version}`;
}

function installed(name: string): string {
  return versionOf(join(root, 'node_modules', name));
}

/**
 * Third-party singletons: one copy of React, the router, stores and i18n on the page.
 * Those under FACADES are shared as a module of ./shared/ with the client-side API the
 * remote contract lists (SHARED_EXPORTS), so the page carries no router server code.
 */
const SINGLETON_PACKAGES = ['react', 'react-dom', 'zustand', 'i18next'];
/**
 * Shared under their package name but provided from a facade in ./shared/ (see there):
 * react-router and react-router-dom are one module under two names.
 */
const FACADES: Record<string, string> = {
  'react-router': 'react-router-dom',
  'react-router-dom': 'react-router-dom',
  '@tanstack/react-query': 'react-query',
  'react-i18next': 'react-i18next',
};
/** Libs that hold state, shared by package name so every remote sees the same instance. */
const STATEFUL_LIBS = ['session', 'i18n', 'api-client'];
/**
 * Stateless libs shared (not singleton) only so that nothing downloads twice. The design
 * system is one because outside remotes take it from the shell (their package types it
 * only); @tutor/contracts is not shared: each app keeps the few schemas it uses, which
 * costs less than the whole lib the shell would have to load for every page.
 */
const STATELESS_LIBS = ['ui'];

export function sharedDependencies(): SharedConfig {
  const shared: SharedConfig = {};
  for (const name of SINGLETON_PACKAGES) {
    shared[name] = { singleton: true, requiredVersion: installed(name) };
  }
  for (const [name, facade] of Object.entries(FACADES)) {
    const version = installed(name);
    shared[name] = {
      singleton: true,
      requiredVersion: version,
      version: version.slice(1),
      import: join(__dirname, 'shared', `${facade}.ts`),
    };
  }
  // Deep imports (react/jsx-runtime, react-dom/client) must resolve to the same copy too.
  shared['react/'] = { singleton: true, requiredVersion: installed('react') };
  shared['react-dom/'] = { singleton: true, requiredVersion: installed('react-dom') };
  for (const lib of STATEFUL_LIBS) {
    shared[`@tutor/${lib}`] = {
      singleton: true,
      requiredVersion: versionOf(join(root, 'libs', lib)),
    };
  }
  for (const lib of STATELESS_LIBS) {
    shared[`@tutor/${lib}`] = { requiredVersion: versionOf(join(root, 'libs', lib)) };
  }
  return shared;
}
