import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  publish,
  publishedMaterial,
  teacher,
  type Teacher,
} from '../marketplace/testing/marketplace-fixtures';
import { PurchaseRecord } from '../marketplace/purchases/purchase.entity';
import { readMailDir } from '../testing/mail-reader';
import { createTestApp, testMailDir } from '../testing/test-app';
import { NotificationMailer } from './notification-mailer.service';
import { forgetQueuedMail } from './testing/queued-mail';
import type { NotificationsPage } from './notifications.service';

describe('a new version of a bought material', () => {
  let app: INestApplication;
  let author: Teacher;
  let owner: Teacher;
  let lapsed: Teacher;

  beforeAll(async () => {
    app = await createTestApp();
    await forgetQueuedMail(app);
    [author, owner, lapsed] = await Promise.all([
      teacher(app, 'Анна'),
      teacher(app, 'Борис'),
      teacher(app, 'Вера'),
    ]);
  });

  afterAll(() => app.close());

  const take = (who: Teacher, id: number) =>
    who.browser.post(`/api/materials/${id}/purchase`).send({}).expect(201);
  const listOf = async (who: Teacher): Promise<NotificationsPage> =>
    (await who.browser.get('/api/notifications').expect(200)).body as NotificationsPage;

  it('tells the owners whose updates are still due, once, with the changelog and a link', async () => {
    const material = await publishedMaterial(author);
    await take(owner, material.id);
    await take(lapsed, material.id);
    await app
      .get(DataSource)
      .getRepository(PurchaseRecord)
      .update({ materialId: material.id, buyerId: lapsed.user.id }, { updatesUntil: 1 });

    await publish(author, material.id, 'Добавлен разбор второго задания');

    const [notice] = (await listOf(owner)).items;
    expect(notice).toMatchObject({
      kind: 'material_updated',
      task_title: 'Квадратные уравнения',
      version: 2,
      note: 'Добавлен разбор второго задания',
      link: `/marketplace/materials/${material.id}`,
      read: false,
    });
    expect((await listOf(lapsed)).items).toEqual([]);
    expect((await listOf(author)).items).toEqual([]);

    await app.get(NotificationMailer).settled();
    const mails = readMailDir(testMailDir()).filter((mail) => mail.to.includes(owner.user.email));
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Новая версия материала «Квадратные уравнения»',
    ]);
    expect(mails[0]?.text).toContain('Что изменилось: Добавлен разбор второго задания');
    expect(mails[0]?.text).toContain(`/marketplace/materials/${material.id}`);
  });

  it('is a kind of mail a teacher can turn off', async () => {
    const res = await owner.browser.get('/api/notifications/preferences').expect(200);
    expect(res.body).toMatchObject({
      kinds: expect.arrayContaining(['material_updated']) as unknown,
      mail: { material_updated: true },
    });
    await owner.browser
      .put('/api/notifications/preferences')
      .send({ mail: { material_updated: false } })
      .expect(200);
    const material = await publishedMaterial(author);
    await take(owner, material.id);
    await publish(author, material.id, 'Вторая');
    await app.get(NotificationMailer).settled();
    const mails = readMailDir(testMailDir()).filter((mail) => mail.to.includes(owner.user.email));
    expect(mails).toHaveLength(1);
    expect((await listOf(owner)).items.map((item) => item.version)).toEqual([2, 2]);
  });
});
