import type { INestApplication } from '@nestjs/common';
import { getRepositoryToken } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { createUser } from '../testing/browser';
import { createTestApp } from '../testing/test-app';
import { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';

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

  it('answers null for an id no user has', async () => {
    await expect(app.get(UsersService).findById(2_000_000_000)).resolves.toBeNull();
  });
});
