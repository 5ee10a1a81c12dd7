import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RegistryEntry as ShellRegistryEntry, SessionUser } from '@tutor/contracts';
import type * as I18nLib from '@tutor/i18n';
import type { SessionState } from '@tutor/session';
import { sharedDependencies } from '../../../.config/rspack/shared-deps';
import { BUNDLERS, SHARED_EXPORTS, SHARED_LIBS, SHARED_MODULES, sharedConfig } from './index';
import type { RegistryEntry, ShellI18n, ShellSession, ShellSessionUser } from './index';

const root = join(__dirname, '..', '..', '..');

/**
 * What each released version of this package promised: a digest of its shared modules (up
 * to 1.0.0 also the compiled-in areas, which now come from the registry; from 2.1.0 also
 * the names each shared module gives). Changing either without a new version (and a line here) fails the test, so a
 * team pinned to a version never gets a different contract under the same number.
 */
const RELEASED: Readonly<Record<string, string>> = {
  '1.0.0': '6893de743fba6261',
  '2.0.0': '53908772d018d66e',
  '2.1.0': 'a6779a6117cf4e7f',
};

function contractDigest(): string {
  const promised = {
    shared: SHARED_MODULES,
    libs: SHARED_LIBS,
    config: sharedConfig(),
    exports: SHARED_EXPORTS,
  };
  return createHash('sha256').update(JSON.stringify(promised)).digest('hex').slice(0, 16);
}

function installedVersion(name: string): string {
  const dir = name.startsWith('@tutor/')
    ? join(root, 'libs', name.slice('@tutor/'.length))
    : join(root, 'node_modules', name);
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string })
    .version;
}

// What the contract states of the shell's API must be what the shell's libs are.
const user: ShellSessionUser = {} as SessionUser;
const back: SessionUser = {} as ShellSessionUser;
const session: ShellSession = {} as SessionState;
const i18n: ShellI18n = {} as typeof I18nLib;
const entry: RegistryEntry = {} as ShellRegistryEntry;

describe('the remote contract', () => {
  it('states the exact versions installed, and the ranges the shell asks for', () => {
    for (const [name, module] of Object.entries({ ...SHARED_MODULES, ...SHARED_LIBS })) {
      expect({ name, version: module.version }).toEqual({ name, version: installedVersion(name) });
    }
  });

  it('states every singleton of the shell federation config, with its range', () => {
    const shell = sharedDependencies();
    const singletons = Object.entries(shell).filter(
      ([name, entry]) => entry.singleton === true && !name.endsWith('/'),
    );
    expect(Object.keys(SHARED_MODULES).sort()).toEqual(singletons.map(([name]) => name).sort());
    for (const [name, entry] of singletons) {
      expect({
        name,
        range: SHARED_MODULES[name as keyof typeof SHARED_MODULES].requiredVersion,
      }).toEqual({ name, range: entry.requiredVersion });
    }
  });

  it('shares the design system the way the shell does, and only the shell ships it', () => {
    const shell = sharedDependencies();
    for (const [name, lib] of Object.entries(SHARED_LIBS)) {
      expect({ name, range: lib.requiredVersion, singleton: lib.singleton }).toEqual({
        name,
        range: shell[name]?.requiredVersion,
        singleton: shell[name]?.singleton === true,
      });
    }
  });

  it.each(BUNDLERS)('gives %s a shared option without a copy of any singleton', (bundler) => {
    const shared = sharedConfig(bundler);
    for (const name of [...Object.keys(SHARED_MODULES), ...Object.keys(SHARED_LIBS)]) {
      expect({ name, import: shared[name]?.import }).toEqual({ name, import: false });
    }
    expect(shared['react-router-dom']).toEqual({
      singleton: true,
      requiredVersion: SHARED_MODULES['react-router-dom'].requiredVersion,
      import: false,
    });
    // what JSX compiles to and react-dom's root come from the shell's React too
    expect(shared['react/jsx-runtime']).toEqual({ ...shared.react });
    expect(shared['react-dom/client']).toEqual({ ...shared['react-dom'] });
    // a dev build's JSX runtime: the shell's production build has none, the remote keeps its own
    expect(shared['react/jsx-dev-runtime']).toEqual({
      singleton: true,
      requiredVersion: SHARED_MODULES.react.requiredVersion,
    });
  });

  it('refuses a bundler it does not know', () => {
    expect(() => sharedConfig('parcel' as 'vite')).toThrow('Unknown bundler "parcel"');
  });

  it('is a new version whenever what it promises changes', () => {
    const { version } = JSON.parse(readFileSync(join(__dirname, '..', 'package.json'), 'utf8')) as {
      version: string;
    };
    expect({ version, digest: contractDigest() }).toEqual({ version, digest: RELEASED[version] });
  });

  it("states the shell's types (checked by the compiler)", () => {
    expect([user, back, session, i18n, entry]).toHaveLength(5);
  });
});
