import type { INestApplication } from '@nestjs/common';
import { getRepositoryToken } from '@nestjs/typeorm';
import { DataSource, type Repository } from 'typeorm';
import { createTestApp } from '../testing/test-app';
import { SocialAccount } from '../users/social-account.entity';
import { User } from '../users/user.entity';
import { MIGRATIONS } from './migrations';

const TABLES = ['users', 'sessions', 'password_resets', 'social_accounts'];

describe('database migrations', () => {
  let app: INestApplication;
  let dataSource: DataSource;

  beforeAll(async () => {
    app = await createTestApp();
    dataSource = app.get(DataSource);
  });

  afterAll(async () => {
    await app.close();
  });

  it('create the tables at start-up, with no pending migration left', async () => {
    const runner = dataSource.createQueryRunner();
    try {
      for (const table of TABLES) expect(await runner.hasTable(table)).toBe(true);
    } finally {
      await runner.release();
    }
    expect(await dataSource.showMigrations()).toBe(false);
  });

  it('match the entities exactly (no schema change would be generated)', async () => {
    const sql = await dataSource.driver.createSchemaBuilder().log();
    expect(sql.upQueries.map((query) => query.query)).toEqual([]);
  });

  it('can all be reverted and applied again', async () => {
    const runner = dataSource.createQueryRunner();
    try {
      for (const _migration of MIGRATIONS)
        await dataSource.undoLastMigration({ transaction: 'each' });
      for (const table of TABLES) expect(await runner.hasTable(table)).toBe(false);
      await dataSource.runMigrations({ transaction: 'each' });
      for (const table of TABLES) expect(await runner.hasTable(table)).toBe(true);
    } finally {
      await runner.release();
    }
  });

  it('store users with a lowercase, unique email and timestamps', async () => {
    const users: Repository<User> = app.get(getRepositoryToken(User));
    const saved = await users.save(
      users.create({
        email: ' Anna.Migrations@Example.COM ',
        firstName: 'Anna',
        role: 1,
        phone: null,
        passwordHash: null,
      }),
    );
    expect(saved.id).toEqual(expect.any(Number));
    const found = await users.findOneByOrFail({ id: saved.id });
    expect(found.email).toBe('anna.migrations@example.com');
    expect(found.createdAt).toBeInstanceOf(Date);
    expect(found.updatedAt).toBeInstanceOf(Date);
    await expect(
      users.save(
        users.create({ email: 'ANNA.MIGRATIONS@example.com', firstName: 'Twin', role: 2 }),
      ),
    ).rejects.toThrow();
  });

  it('store social accounts once per provider account and per user and provider', async () => {
    const users: Repository<User> = app.get(getRepositoryToken(User));
    const accounts: Repository<SocialAccount> = app.get(getRepositoryToken(SocialAccount));
    const newUser = (email: string): Promise<User> =>
      users.save(users.create({ email, firstName: 'S', role: 2, phone: null, passwordHash: null }));
    const [first, second] = [
      await newUser('social-1@example.com'),
      await newUser('social-2@example.com'),
    ];
    const link = (
      userId: number,
      provider: string,
      providerUserId: string,
    ): Promise<SocialAccount> =>
      accounts.save(
        accounts.create({
          userId,
          provider,
          providerUserId,
          firstName: null,
          lastName: null,
          username: null,
          email: null,
        }),
      );
    await link(first.id, 'google', 'g-1');
    await link(first.id, 'vkontakte', 'v-1');
    await expect(link(second.id, 'google', 'g-1')).rejects.toThrow();
    await expect(link(first.id, 'google', 'g-2')).rejects.toThrow();
    await link(second.id, 'google', 'g-2');
    await users.delete({ id: first.id });
    expect(await accounts.countBy({ userId: first.id })).toBe(0);
    expect(await accounts.countBy({ userId: second.id })).toBe(1);
  });
});
