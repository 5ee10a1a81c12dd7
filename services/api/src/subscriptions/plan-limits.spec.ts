import type { NestExpressApplication } from '@nestjs/platform-express';
import type { ValidationErrorBody } from '@tutor/contracts';
import { DataSource } from 'typeorm';
import { materialInput, makeTask } from '../marketplace/testing/marketplace-fixtures';
import { inviteOf, signedInStudent } from '../students/testing/students-fixtures';
import { createTestApp } from '../testing/test-app';
import {
  grantPaidPlan,
  signUpTeacher,
  subscribe,
  subscriptionOf,
} from './testing/subscriptions-fixtures';

/** What the plans allow: students on the free plan, selling paid materials. */
describe('the plans’ limits', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp({ SUBSCRIPTION_FREE_STUDENTS: '2' });
  });

  afterAll(async () => {
    await app.close();
  });

  async function joinAs(code: string, name: string) {
    const student = await signedInStudent(app, name);
    const res = await student.browser.post('/api/students/join').send({ invite: code });
    return { student, res };
  }

  describe('students', () => {
    it('refuses a student past the free plan’s limit with a text both sides understand', async () => {
      const teacher = await signUpTeacher(app);
      const { code } = await inviteOf(teacher.browser);
      const first = await joinAs(code, 'Аня');
      expect(first.res.status).toBe(200);
      expect((await joinAs(code, 'Боря')).res.status).toBe(200);
      const third = await joinAs(code, 'Вера');
      expect(third.res.status).toBe(422);
      expect((third.res.body as ValidationErrorBody).errors.invite).toEqual([
        'У преподавателя нет свободных мест: на бесплатном тарифе можно заниматься не более чем с 2 учениками. Сообщите об этом преподавателю — на платном тарифе ограничения нет.',
      ]);
      const english = await third.student.browser
        .post('/api/students/join')
        .set('Accept-Language', 'en')
        .send({ invite: code })
        .expect(422);
      expect((english.body as ValidationErrorBody).errors.invite?.[0]).toMatch(
        /^This teacher has no free places: on the free plan a teacher may have up to 2 students/,
      );
      // a student who already joined may open the link again
      await first.student.browser.post('/api/students/join').send({ invite: code }).expect(200);
      expect(await subscriptionOf(teacher.browser)).toMatchObject({
        plan: 'free',
        students_count: 2,
      });
    });

    it('takes any number of students on the paid plan', async () => {
      const teacher = await signUpTeacher(app);
      await subscribe(app, teacher.browser);
      const { code } = await inviteOf(teacher.browser);
      for (const name of ['Аня', 'Боря', 'Вера']) {
        expect((await joinAs(code, name)).res.status).toBe(200);
      }
      expect(await subscriptionOf(teacher.browser)).toMatchObject({
        plan: 'paid',
        students_count: 3,
      });
    });
  });

  describe('paid materials', () => {
    it('refuses a paid material on the free plan, on access, and takes a free one', async () => {
      const author = await signUpTeacher(app);
      const task = await makeTask(author);
      const res = await author.browser
        .post('/api/materials')
        .send(materialInput(task.id, { access: 'paid', price: 490 }))
        .expect(422);
      expect((res.body as ValidationErrorBody).errors).toEqual({
        access: [
          'Платные материалы продаются на платном тарифе. Подключите его в настройках или сделайте материал бесплатным.',
        ],
      });
      await author.browser.post('/api/materials').send(materialInput(task.id)).expect(201);
    });

    it('sells paid materials on the paid plan, and stops publishing them once it ends', async () => {
      const author = await signUpTeacher(app);
      await grantPaidPlan(app, author.user.id);
      const task = await makeTask(author);
      const made = await author.browser
        .post('/api/materials')
        .send(materialInput(task.id, { access: 'paid', price: 490 }))
        .expect(201);
      const id = (made.body as { id: number }).id;
      await author.browser
        .post(`/api/materials/${id}/versions`)
        .send({ changelog: 'Первая' })
        .expect(201);
      await author.browser.delete('/api/subscription').expect(200);
      await app
        .get(DataSource)
        .query(`UPDATE subscriptions SET status = 'free' WHERE teacher_id = ${author.user.id}`);
      const refused = await author.browser
        .post(`/api/materials/${id}/versions`)
        .send({ changelog: 'Вторая' })
        .expect(422);
      expect(Object.keys((refused.body as ValidationErrorBody).errors)).toEqual(['changelog']);
    });
  });
});
