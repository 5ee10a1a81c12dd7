import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SessionUser } from '@tutor/contracts';
import type * as I18nLib from '@tutor/i18n';
import type { SessionState } from '@tutor/session';
import { sharedDependencies } from '../../../.config/rspack/shared-deps';
import { SHARED_MODULES, sharedConfig } from './index';
import type { ShellI18n, ShellSession, ShellSessionUser } from './index';

const root = join(__dirname, '..', '..', '..');

/**
 * What each released version of this package promised: a digest of its shared modules (up
 * to 1.0.0 also the compiled-in areas, which now come from the registry). Changing either without a new version (and a line here) fails the test, so a
 * team pinned to a version never gets a different contract under the same number.
 */
const RELEASED: Readonly<Record<string, string>> = {
  '1.0.0': '6893de743fba6261',
  // the areas left the contract: they come from the registry (issue 19)
  '2.0.0': 'ab7d5dea89d67493',
};

function contractDigest(): string {
  const promised = { shared: SHARED_MODULES };
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

describe('the remote contract', () => {
  it('states the exact versions installed, and the ranges the shell asks for', () => {
    for (const [name, module] of Object.entries(SHARED_MODULES)) {
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

  it('offers a shared option that keeps one copy of each singleton', () => {
    expect(sharedConfig()['react-router-dom']).toEqual({
      singleton: true,
      requiredVersion: SHARED_MODULES['react-router-dom'].requiredVersion,
      import: false,
    });
  });

  it('is a new version whenever what it promises changes', () => {
    const { version } = JSON.parse(readFileSync(join(__dirname, '..', 'package.json'), 'utf8')) as {
      version: string;
    };
    expect({ version, digest: contractDigest() }).toEqual({ version, digest: RELEASED[version] });
  });

  it('types what the shell gives', () => {
    expect([user, back, session, i18n]).toHaveLength(4);
  });
});
