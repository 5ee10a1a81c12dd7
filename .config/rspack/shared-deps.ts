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
 * Third-party singletons: one copy of React, the router, stores and i18n on the page. The
 * router is the real package (react-router-dom is react-router plus react-router/dom), so
 * any router API a remote uses works, whatever it was built with.
 */
const SINGLETON_PACKAGES = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'zustand',
  'i18next',
  '@tanstack/react-query',
];
/** Shared under their package name but provided from a facade in ./shared/ (see there). */
const FACADES = ['react-i18next'];
/** Libs that hold state, shared by package name so every remote sees the same instance. */
const STATEFUL_LIBS = ['session', 'i18n', 'api-client'];
/** Stateless libs, shared (not singleton) only to avoid downloading them twice. */
const STATELESS_LIBS = ['ui', 'contracts'];

export function sharedDependencies(): SharedConfig {
  const shared: SharedConfig = {};
  for (const name of SINGLETON_PACKAGES) {
    shared[name] = { singleton: true, requiredVersion: installed(name) };
  }
  for (const name of FACADES) {
    const version = installed(name);
    shared[name] = {
      singleton: true,
      requiredVersion: version,
      version: version.slice(1),
      import: join(__dirname, 'shared', `${name}.ts`),
    };
  }
  // Deep imports (react/jsx-runtime, react-dom/client) must resolve to the same copy too.
  shared['react/'] = { singleton: true, requiredVersion: installed('react') };
  shared['react-dom/'] = { singleton: true, requiredVersion: installed('react-dom') };
  shared['react-router/'] = { singleton: true, requiredVersion: installed('react-router') };
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
