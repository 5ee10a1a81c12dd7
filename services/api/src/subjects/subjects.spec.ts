import type { INestApplication } from '@nestjs/common';
import type { Subject as SubjectAnswer, ValidationErrorBody } from '@tutor/contracts';
import { DataSource } from 'typeorm';
import {
  signedInStudent,
  signedInTeacher,
  type SignedIn,
} from '../students/testing/students-fixtures';
import { Task } from '../tasks/task.entity';
import { useAppAndBrowser } from '../testing/app-and-browser';
import { BAD_VALUES, describeValue } from '../testing/bad-input';
import type { TestBrowser } from '../testing/browser';

describe('the teacher’s subjects', () => {
  let app: INestApplication;
  let anonymous: TestBrowser;
  useAppAndBrowser({}, { app: (a) => (app = a), browser: (b) => (anonymous = b) });

  let teacher: SignedIn;
  beforeEach(async () => {
    teacher = await signedInTeacher(app);
  });

  const subjectsOf = async (who: SignedIn = teacher): Promise<SubjectAnswer[]> =>
    (await who.browser.get('/api/subjects').expect(200)).body as SubjectAnswer[];

  const create = (name: unknown, language = 'en', who: TestBrowser = teacher.browser) =>
    who.post('/api/subjects').set('Accept-Language', language).send({ name });

  const made = async (name: string, who: TestBrowser = teacher.browser): Promise<SubjectAnswer> =>
    (await create(name, 'en', who).expect(201)).body as SubjectAnswer;

  const rename = (id: number, name: unknown, language = 'en') =>
    teacher.browser.patch(`/api/subjects/${id}`).set('Accept-Language', language).send({ name });

  describe('GET /api/subjects', () => {
    it('lists only the teacher’s subjects, by name whatever the case', async () => {
      await made('химия');
      await made('Алгебра');
      await made('Физика');
      await made('английский');
      await made('Biology', (await signedInTeacher(app)).browser);
      expect((await subjectsOf()).map((subject) => subject.name)).toEqual([
        'Алгебра',
        'английский',
        'Физика',
        'химия',
      ]);
    });

    it('is empty for a new teacher and not cached', async () => {
      const res = await teacher.browser.get('/api/subjects').expect(200);
      expect(res.body).toEqual([]);
      expect(res.headers['cache-control']).toBe('no-store');
    });
  });

  describe('POST /api/subjects', () => {
    it('creates a subject with the trimmed name', async () => {
      const res = await create('  Геометрия  ').expect(201);
      expect(res.body).toEqual({ id: expect.any(Number) as number, name: 'Геометрия' });
      expect(await subjectsOf()).toEqual([res.body]);
    });

    it.each([
      ['en', 'You already have a subject with this name.'],
      ['ru', 'У вас уже есть предмет с таким названием.'],
    ])('refuses a name the teacher has, whatever its case (%s)', async (language, text) => {
      await made('Математика');
      for (const name of ['Математика', 'МАТЕМАТИКА', ' математика ']) {
        const res = await create(name, language).expect(422);
        expect(res.body).toEqual({ message: text, errors: { name: [text] } });
      }
      expect(await subjectsOf()).toHaveLength(1);
    });

    it('lets two teachers have the same name', async () => {
      await made('Music');
      await made('Music', (await signedInTeacher(app)).browser);
    });

    it('accepts 255 characters and refuses 256', async () => {
      await create('я'.repeat(255)).expect(201);
      const res = await create('ю'.repeat(256)).expect(422);
      expect((res.body as ValidationErrorBody).errors).toEqual({
        name: ['Name must not be longer than 255 characters.'],
      });
    });

    it.each([undefined, null, '', '   '])('requires the name, not %j', async (name) => {
      const res = await create(name).expect(422);
      expect((res.body as ValidationErrorBody).errors).toEqual({
        name: ['Name is required.'],
      });
    });

    it.each([42, true, ['Maths'], { name: 'Maths' }])('refuses the name %j', async (name) => {
      const res = await create(name).expect(422);
      expect((res.body as ValidationErrorBody).errors.name).toContain('Name must be a text value.');
    });

    it('refuses control characters', async () => {
      await create('Maths\u0000').expect(422);
    });

    it.each(BAD_VALUES.map((value) => [describeValue(value), value]))(
      'answers name = %s without a server error',
      async (_label, name) => {
        const res = await create(name);
        expect([201, 422]).toContain(res.status);
      },
    );
  });

  describe('PATCH /api/subjects/:subjectId', () => {
    it('renames, trimmed', async () => {
      const subject = await made('Алгебра');
      await rename(subject.id, ' Алгебра и начала анализа ').expect(200, {
        id: subject.id,
        name: 'Алгебра и начала анализа',
      });
      expect(await subjectsOf()).toEqual([{ id: subject.id, name: 'Алгебра и начала анализа' }]);
    });

    it('may change only the letter case of its own name', async () => {
      const subject = await made('physics');
      await rename(subject.id, 'Physics').expect(200, { id: subject.id, name: 'Physics' });
    });

    it('refuses the name of another of the teacher’s subjects', async () => {
      await made('Chemistry');
      const subject = await made('Biology');
      const res = await rename(subject.id, 'CHEMISTRY', 'ru').expect(422);
      expect((res.body as ValidationErrorBody).errors).toEqual({
        name: ['У вас уже есть предмет с таким названием.'],
      });
      expect((await subjectsOf()).map((s) => s.name)).toEqual(['Biology', 'Chemistry']);
    });

    it('follows the rules of a new name', async () => {
      const subject = await made('Art');
      await rename(subject.id, '').expect(422);
      await rename(subject.id, 'x'.repeat(256)).expect(422);
      await rename(subject.id, 7).expect(422);
      await teacher.browser.patch(`/api/subjects/${subject.id}`).send({}).expect(422);
    });

    it('answers 404 for a missing subject or an id that is no number', async () => {
      await rename(2_000_000_000, 'X').expect(404, { message: 'Not Found.' });
      for (const id of ['abc', '0', '1.5', '1e2', '99999999999999999999']) {
        await teacher.browser.patch(`/api/subjects/${id}`).send({ name: 'X' }).expect(404);
      }
    });
  });

  describe('DELETE /api/subjects/:subjectId', () => {
    it('deletes the subject; its tasks stay without one', async () => {
      const subject = await made('History');
      const tasks = app.get(DataSource).getRepository(Task);
      const task = await tasks.save(
        tasks.create({
          teacherId: teacher.user.id,
          subjectId: subject.id,
          title: 'Essay',
          criteria: '',
          maxBall: 10,
          timerMinutes: 0,
          deadline: null,
          delayAt: null,
          scale: { scale: 'points' },
          decision: '',
          createdAt: Date.now(),
          updatedAt: Date.now(),
          deletedAt: null,
        }),
      );
      await teacher.browser.delete(`/api/subjects/${subject.id}`).expect(204);
      expect(await subjectsOf()).toEqual([]);
      expect(await tasks.findOneBy({ id: task.id })).toMatchObject({ subjectId: null });
      await teacher.browser.delete(`/api/subjects/${subject.id}`).expect(404);
    });

    it('frees the name', async () => {
      const subject = await made('Latin');
      await teacher.browser.delete(`/api/subjects/${subject.id}`).expect(204);
      await made('latin');
    });

    it('answers 404 for an id that is no number', async () => {
      await teacher.browser.delete('/api/subjects/abc').expect(404);
    });
  });

  describe('rights', () => {
    let subject: SubjectAnswer;
    beforeEach(async () => {
      subject = await made('Mine');
    });

    const routes: [string, (browser: TestBrowser, id: number) => ReturnType<TestBrowser['get']>][] =
      [
        ['GET /api/subjects', (browser) => browser.get('/api/subjects')],
        ['POST /api/subjects', (browser) => browser.post('/api/subjects').send({ name: 'X' })],
        [
          'PATCH /api/subjects/:id',
          (browser, id) => browser.patch(`/api/subjects/${id}`).send({ name: 'X' }),
        ],
        ['DELETE /api/subjects/:id', (browser, id) => browser.delete(`/api/subjects/${id}`)],
      ];

    it.each(routes)('%s: 401 for a visitor, 403 for a student', async (_name, send) => {
      await send(anonymous, subject.id).expect(401, { message: 'Unauthenticated.' });
      const student = await signedInStudent(app);
      await send(student.browser, subject.id).expect(403, {
        message: 'This action is unauthorized.',
      });
      expect(await subjectsOf()).toEqual([subject]);
    });

    it.each(routes.slice(2))('%s: 403 for another teacher', async (_name, send) => {
      const other = await signedInTeacher(app);
      await send(other.browser, subject.id).expect(403, {
        message: 'This action is unauthorized.',
      });
      expect(await subjectsOf()).toEqual([subject]);
    });

    it('another teacher lists only their own subjects', async () => {
      expect(await subjectsOf(await signedInTeacher(app))).toEqual([]);
    });
  });
});
