import type { INestApplication } from '@nestjs/common';
import { getRepositoryToken } from '@nestjs/typeorm';
import { DataSource, type Repository } from 'typeorm';
import { createTestApp } from '../testing/test-app';
import { User } from '../users/user.entity';
import { MIGRATIONS } from './migrations';

const TABLES = ['users', 'sessions', 'password_resets'];

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
});
