import type { AppConfig } from '../config/app-config';
import { PasswordHasher } from './password-hasher.service';

const hasherAt = (costLog2: number) =>
  new PasswordHasher({ passwordHash: { costLog2 } } as AppConfig);

describe('PasswordHasher', () => {
  const hasher = hasherAt(10);

  it('stores scrypt with its parameters and a random salt', async () => {
    const first = await hasher.hash('correct horse');
    const second = await hasher.hash('correct horse');
    expect(first).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(first).not.toBe(second);
  });

  it('verifies the right password only', async () => {
    const hash = await hasher.hash('correct horse');
    expect(await hasher.verify('correct horse', hash)).toBe(true);
    expect(await hasher.verify('Correct horse', hash)).toBe(false);
  });

  it('verifies a hash made at another cost, and calls it outdated', async () => {
    const older = await hasherAt(11).hash('correct horse');
    expect(older).toMatch(/^scrypt\$2048\$/);
    expect(await hasher.verify('correct horse', older)).toBe(true);
    expect(hasher.isOutdated(older)).toBe(true);
    expect(hasher.isOutdated(await hasher.hash('correct horse'))).toBe(false);
  });

  it('never matches a missing or malformed hash, nor computes an oversized one', async () => {
    expect(await hasher.verify('anything', null)).toBe(false);
    expect(await hasher.verify('anything', 'plain-text')).toBe(false);
    expect(await hasher.verify('anything', 'scrypt$0$8$1$AA==$AA==')).toBe(false);
    expect(await hasher.verify('anything', 'scrypt$1048576$8$1$AA==$AA==')).toBe(false);
  });
});
