import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { createTestApp } from '../testing/test-app';
import { uniqueEmail } from '../testing/browser';

const MIGRATION = 'EmailVerification1796100000400';

/**
 * EmailVerification1796100000400 on existing users: only those who could only have signed
 * up through a provider's verified email (no password, a provider account) count as
 * verified; everyone else waits for a link.
 */
describe('the email verification migration', () => {
  let app: INestApplication;
  let db: DataSource;

  beforeAll(async () => {
    app = await createTestApp();
    db = app.get(DataSource);
  });
  afterAll(async () => {
    await app.close();
  });

  const applied = async (): Promise<boolean> =>
    (await db.query<unknown[]>(`SELECT name FROM migrations WHERE name = '${MIGRATION}'`)).length >
    0;

  /** Raw SQL: the entities already know the column the migration adds. */
  async function insertUser(email: string, passwordHash: string | null): Promise<number> {
    const hash = passwordHash === null ? 'NULL' : `'${passwordHash}'`;
    await db.query(
      `INSERT INTO users (email, first_name, role, password_hash) VALUES ('${email}', 'Old', 2, ${hash})`,
    );
    const [row] = await db.query<{ id: number }[]>(`SELECT id FROM users WHERE email = '${email}'`);
    return Number(row?.id);
  }

  async function linkGoogle(userId: number): Promise<void> {
    await db.query(
      `INSERT INTO social_accounts (user_id, provider, provider_user_id) VALUES (${userId}, 'google', 'g-${userId}')`,
    );
  }

  it('verifies the passwordless users of a provider account and nobody else', async () => {
    // back to before the migration (and any later one), with users as they were
    while (await applied()) await db.undoLastMigration({ transaction: 'each' });
    const social = await insertUser(uniqueEmail('social'), null);
    const withPassword = await insertUser(uniqueEmail('password'), 'hash');
    const welcomePending = await insertUser(uniqueEmail('welcome'), null);
    await linkGoogle(social);
    await linkGoogle(withPassword);

    await db.runMigrations({ transaction: 'each' });
    const verifiedAt = async (id: number): Promise<unknown> =>
      (
        await db.query<{ email_verified_at: unknown }[]>(
          `SELECT email_verified_at FROM users WHERE id = ${id}`,
        )
      )[0]?.email_verified_at;
    expect(Number(await verifiedAt(social))).toBeGreaterThan(0);
    expect(await verifiedAt(withPassword)).toBeNull();
    expect(await verifiedAt(welcomePending)).toBeNull();
  });
});
