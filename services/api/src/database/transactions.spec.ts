import type { INestApplication } from '@nestjs/common';
import { getRepositoryToken } from '@nestjs/typeorm';
import { ROLE_TEACHER } from '@tutor/contracts';
import type { Repository } from 'typeorm';
import { Subject } from '../subjects/subject.entity';
import { createUser } from '../testing/browser';
import { createTestApp } from '../testing/test-app';
import { Transactions } from './transactions.service';

describe('Transactions', () => {
  let app: INestApplication;

  beforeAll(async () => {
    app = await createTestApp({ WORK_TIMER_SWEEP_MS: '60000' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('keeps a commit when a transaction open at the same time rolls back', async () => {
    const teacher = await createUser(app, { role: ROLE_TEACHER });
    const transactions = app.get(Transactions);
    const subjects: Repository<Subject> = app.get(getRepositoryToken(Subject));
    const row = (name: string) => ({ teacherId: teacher.id, name, createdAt: Date.now() });
    let release = (): void => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });

    const refused = transactions.run(async (manager) => {
      await manager.insert(Subject, row('refused'));
      await gate;
      throw new Error('refused');
    });
    const accepted = transactions.run((manager) => manager.insert(Subject, row('accepted')));
    for (let tick = 0; tick < 20; tick += 1) await new Promise((r) => setImmediate(r));
    release();

    await expect(refused).rejects.toThrow('refused');
    await accepted;
    const names = (await subjects.findBy({ teacherId: teacher.id })).map((s) => s.name);
    expect(names).toEqual(['accepted']);
  });
});
