import type { INestApplication } from '@nestjs/common';
import { getRepositoryToken } from '@nestjs/typeorm';
import { DataSource, type Repository } from 'typeorm';
import { createTestApp } from '../testing/test-app';
import { User } from '../users/user.entity';

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

  it('create the users table at start-up, with no pending migration left', async () => {
    expect(await dataSource.createQueryRunner().hasTable('users')).toBe(true);
    expect(await dataSource.showMigrations()).toBe(false);
  });

  it('match the entities exactly (no schema change would be generated)', async () => {
    const sql = await dataSource.driver.createSchemaBuilder().log();
    expect(sql.upQueries.map((query) => query.query)).toEqual([]);
  });

  it('can be reverted and applied again', async () => {
    const runner = dataSource.createQueryRunner();
    try {
      await dataSource.undoLastMigration({ transaction: 'each' });
      expect(await runner.hasTable('users')).toBe(false);
      await dataSource.runMigrations({ transaction: 'each' });
      expect(await runner.hasTable('users')).toBe(true);
    } finally {
      await runner.release();
    }
  });

  it('store users with a lowercase, unique email and timestamps', async () => {
    const users: Repository<User> = app.get(getRepositoryToken(User));
    const saved = await users.save(
      users.create({
        email: ' Anna@Example.COM ',
        firstName: 'Anna',
        role: 1,
        phone: null,
        passwordHash: null,
      }),
    );
    expect(saved.id).toEqual(expect.any(Number));
    const found = await users.findOneByOrFail({ id: saved.id });
    expect(found.email).toBe('anna@example.com');
    expect(found.createdAt).toBeInstanceOf(Date);
    expect(found.updatedAt).toBeInstanceOf(Date);
    await expect(
      users.save(users.create({ email: 'ANNA@example.com', firstName: 'Twin', role: 2 })),
    ).rejects.toThrow();
  });
});
