import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from '../testing/test-app';
import { sessionSecret } from './session-secret';

const config = { lifetimeMinutes: 60, secureCookies: false };

describe('sessionSecret', () => {
  it('uses SESSION_SECRET when set', () => {
    const secretFile = join(tempDir(), 'never-written');
    expect(sessionSecret({ ...config, secret: 'from-the-environment', secretFile })).toBe(
      'from-the-environment',
    );
  });

  it('otherwise generates one, keeps it private in a file and reuses it', () => {
    const secretFile = join(tempDir(), 'var', 'session.secret');
    const first = sessionSecret({ ...config, secret: undefined, secretFile });
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(secretFile, 'utf8').trim()).toBe(first);
    expect(statSync(secretFile).mode & 0o777).toBe(0o600);
    expect(sessionSecret({ ...config, secret: undefined, secretFile })).toBe(first);
  });
});
