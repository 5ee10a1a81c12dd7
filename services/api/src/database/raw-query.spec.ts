import type { INestApplication } from '@nestjs/common';
import { getRepositoryToken } from '@nestjs/typeorm';
import { DataSource, QueryFailedError, type Repository } from 'typeorm';
import { createUser } from '../testing/browser';
import { createTestApp } from '../testing/test-app';
import { SocialAccount } from '../users/social-account.entity';
import { SocialAccountsService } from '../users/social-accounts.service';
import { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { rawQuery } from './raw-query';

describe('hydrate (raw rows as entities)', () => {
  let app: INestApplication;

  beforeAll(async () => {
    app = await createTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  it('reads a user by id exactly as TypeORM finds it', async () => {
    const created = await createUser(app, { firstName: 'Ольга', phone: '+79161234567' });
    const users = app.get<Repository<User>>(getRepositoryToken(User));
    const viaOrm = await users.findOneByOrFail({ id: created.id });
    const viaRaw = await app.get(UsersService).findById(created.id);
    expect(viaRaw).toBeInstanceOf(User);
    expect(viaRaw).toEqual(viaOrm);
    expect(viaRaw?.createdAt).toBeInstanceOf(Date);
  });

  it('lists social accounts exactly as TypeORM finds them', async () => {
    const user = await createUser(app);
    const accounts = app.get<Repository<SocialAccount>>(getRepositoryToken(SocialAccount));
    for (const provider of ['yandex', 'google']) {
      await accounts.save(
        accounts.create({ userId: user.id, provider, providerUserId: `${provider}-${user.id}` }),
      );
    }
    const viaOrm = await accounts.find({ where: { userId: user.id }, order: { id: 'ASC' } });
    const viaRaw = await app.get(SocialAccountsService).listOfUser(user.id);
    expect(viaRaw).toEqual(viaOrm);
    expect(viaRaw.map((account) => account.provider)).toEqual(['yandex', 'google']);
  });

  it('answers null for an id no user has', async () => {
    await expect(app.get(UsersService).findById(2_000_000_000)).resolves.toBeNull();
  });

  it('answers rows, the same again from a kept statement, and a failure as TypeORM does', async () => {
    const dataSource = app.get(DataSource);
    const user = await createUser(app, { firstName: 'Вера' });
    const read = () =>
      rawQuery<{ first_name: string }>(dataSource, 'SELECT first_name FROM users WHERE id = :id', {
        id: user.id,
      });
    await expect(read()).resolves.toEqual([{ first_name: 'Вера' }]);
    await expect(read()).resolves.toEqual([{ first_name: 'Вера' }]);
    await expect(
      rawQuery(dataSource, 'SELECT no_such_column FROM users WHERE id = :id', { id: user.id }),
    ).rejects.toBeInstanceOf(QueryFailedError);
  });
});
