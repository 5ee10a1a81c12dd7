import { PasswordHasher } from './password-hasher.service';

describe('PasswordHasher', () => {
  const hasher = new PasswordHasher();

  it('stores scrypt with its parameters and a random salt', async () => {
    const first = await hasher.hash('correct horse');
    const second = await hasher.hash('correct horse');
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(first).not.toBe(second);
  });

  it('verifies the right password only', async () => {
    const hash = await hasher.hash('correct horse');
    expect(await hasher.verify('correct horse', hash)).toBe(true);
    expect(await hasher.verify('Correct horse', hash)).toBe(false);
  });

  it('never matches a missing or malformed hash', async () => {
    expect(await hasher.verify('anything', null)).toBe(false);
    expect(await hasher.verify('anything', 'plain-text')).toBe(false);
    expect(await hasher.verify('anything', 'scrypt$0$8$1$AA==$AA==')).toBe(false);
  });
});
