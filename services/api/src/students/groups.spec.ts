import type { INestApplication } from '@nestjs/common';
import type { StudentGroup, ValidationErrorBody } from '@tutor/contracts';
import { useAppAndBrowser } from '../testing/app-and-browser';
import { BAD_VALUES, describeValue } from '../testing/bad-input';
import type { TestBrowser } from '../testing/browser';
import {
  createStudent,
  join,
  signedInStudent,
  signedInTeacher,
  type SignedIn,
} from './testing/students-fixtures';

describe('the teacher’s groups', () => {
  let app: INestApplication;
  let anonymous: TestBrowser;
  useAppAndBrowser({}, { app: (a) => (app = a), browser: (b) => (anonymous = b) });

  let teacher: SignedIn;
  let mine: number[];
  beforeEach(async () => {
    teacher = await signedInTeacher(app);
    mine = [];
    for (const firstName of ['Аня', 'Борис', 'Вера']) {
      const user = await createStudent(app, firstName);
      await join(app, teacher.browser, user.id);
      mine.push(user.id);
    }
  });

  const groupsOf = async (who: SignedIn = teacher): Promise<StudentGroup[]> =>
    (await who.browser.get('/api/groups').expect(200)).body as StudentGroup[];

  const create = (body: unknown, who: TestBrowser = teacher.browser) =>
    who
      .post('/api/groups')
      .set('Accept-Language', 'en')
      .send(body as object);

  const made = async (name: string, studentIds: number[] = []): Promise<StudentGroup> =>
    (await create({ name, student_ids: studentIds }).expect(201)).body as StudentGroup;

  const errorsOf = async (res: { body: unknown }): Promise<Record<string, string[]>> =>
    (res.body as ValidationErrorBody).errors;

  describe('POST /api/groups', () => {
    it('creates a group of the teacher’s students, trimmed, each student once', async () => {
      const [a = 0, b = 0] = mine;
      const res = await create({ name: '  7 «Б»  ', student_ids: [b, a, b] }).expect(201);
      const group = res.body as StudentGroup;
      expect(group).toEqual({
        id: expect.any(Number) as number,
        name: '7 «Б»',
        student_ids: [a, b].sort((x, y) => x - y),
      });
      expect(await groupsOf()).toEqual([group]);
    });

    it('creates an empty group when no students are given', async () => {
      expect(await made('Пустая')).toMatchObject({ name: 'Пустая', student_ids: [] });
    });

    it('lists groups by name', async () => {
      await made('Вторая');
      await made('альфа');
      await made('Бета');
      expect((await groupsOf()).map((group) => group.name)).toEqual(['альфа', 'Бета', 'Вторая']);
    });

    it('accepts a name of 255 characters and refuses 256', async () => {
      await create({ name: 'я'.repeat(255) }).expect(201);
      const res = await create({ name: 'я'.repeat(256) }).expect(422);
      expect(await errorsOf(res)).toEqual({
        name: ['Name must not be longer than 255 characters.'],
      });
    });

    it.each([undefined, '', '   ', null])('requires the name, not %j', async (name) => {
      const res = await create({ name, student_ids: [] }).expect(422);
      expect(await errorsOf(res)).toEqual({ name: ['Name is required.'] });
    });

    it('refuses students who are not the teacher’s, naming student_ids', async () => {
      const stranger = await createStudent(app);
      const res = await create({ name: 'G', student_ids: [mine[0], stranger.id] }).expect(422);
      expect(res.body).toEqual({
        message: 'Only your own students can be added to a group.',
        errors: { student_ids: ['Only your own students can be added to a group.'] },
      });
      expect(await groupsOf()).toEqual([]);
    });

    it('refuses unknown ids and the teacher’s own id', async () => {
      await create({ name: 'G', student_ids: [2_000_000_000] }).expect(422);
      await create({ name: 'G', student_ids: [teacher.user.id] }).expect(422);
    });

    it.each([
      ['a number', 5],
      ['text', '1,2'],
      ['an object', { 0: 1 }],
      ['text ids', ['1']],
      ['fractions', [1.5]],
      ['zero', [0]],
      ['negatives', [-1]],
      ['huge ids', [1e20]],
      ['nulls', [null]],
      ['nested arrays', [[1]]],
    ])('refuses %s as student_ids', async (_label, studentIds) => {
      const res = await create({ name: 'G', student_ids: studentIds }).expect(422);
      expect(Object.keys(await errorsOf(res))).toEqual(['student_ids']);
    });

    it('refuses more than 10,000 ids', async () => {
      const res = await create({
        name: 'G',
        student_ids: Array.from({ length: 10_001 }, (_, i) => i + 1),
      }).expect(422);
      expect(Object.keys(await errorsOf(res))).toEqual(['student_ids']);
    });

    it.each(
      ['name', 'student_ids'].flatMap((field) =>
        BAD_VALUES.map((value): [string, string, unknown] => [field, describeValue(value), value]),
      ),
    )('answers %s = %s without a server error', async (field, _label, value) => {
      const res = await create({ name: 'G', student_ids: [], [field]: value });
      expect([201, 422]).toContain(res.status);
    });
  });

  describe('PATCH /api/groups/:groupId', () => {
    it('renames a group and keeps its students', async () => {
      const group = await made('Old', [mine[0] ?? 0]);
      const res = await teacher.browser
        .patch(`/api/groups/${group.id}`)
        .send({ name: ' New ' })
        .expect(200);
      expect(res.body).toEqual({ ...group, name: 'New' });
      expect(await groupsOf()).toEqual([{ ...group, name: 'New' }]);
    });

    it('replaces the students', async () => {
      const [a = 0, b = 0, c = 0] = mine;
      const group = await made('G', [a, b]);
      const res = await teacher.browser
        .patch(`/api/groups/${group.id}`)
        .send({ student_ids: [c, b] })
        .expect(200);
      expect(res.body).toEqual({ ...group, student_ids: [b, c].sort((x, y) => x - y) });
      await teacher.browser.patch(`/api/groups/${group.id}`).send({ student_ids: [] }).expect(200);
      expect(await groupsOf()).toEqual([{ ...group, student_ids: [] }]);
    });

    it('changes nothing on an empty body', async () => {
      const group = await made('G', [mine[0] ?? 0]);
      await teacher.browser.patch(`/api/groups/${group.id}`).send({}).expect(200, group);
    });

    it('refuses another teacher’s students and a blank name, changing nothing', async () => {
      const group = await made('G', [mine[0] ?? 0]);
      const stranger = await createStudent(app);
      const refused = await teacher.browser
        .patch(`/api/groups/${group.id}`)
        .send({ name: 'H', student_ids: [stranger.id] })
        .expect(422);
      expect(Object.keys(await errorsOf(refused))).toEqual(['student_ids']);
      await teacher.browser.patch(`/api/groups/${group.id}`).send({ name: '  ' }).expect(422);
      await teacher.browser
        .patch(`/api/groups/${group.id}`)
        .send({ name: 'x'.repeat(256) })
        .expect(422);
      expect(await groupsOf()).toEqual([group]);
    });

    it('answers 404 for a missing group and for an id that is no number', async () => {
      await teacher.browser.patch('/api/groups/2000000000').send({ name: 'X' }).expect(404);
      for (const id of ['abc', '1.5', '-1', '99999999999999999999']) {
        await teacher.browser.patch(`/api/groups/${id}`).send({ name: 'X' }).expect(404);
      }
    });
  });

  describe('DELETE /api/groups/:groupId', () => {
    it('deletes the group; its students stay the teacher’s', async () => {
      const group = await made('G', mine);
      await teacher.browser.delete(`/api/groups/${group.id}`).expect(204);
      expect(await groupsOf()).toEqual([]);
      const students = (await teacher.browser.get('/api/students').expect(200)).body as {
        group_ids: number[];
      }[];
      expect(students).toHaveLength(3);
      expect(students.every((student) => student.group_ids.length === 0)).toBe(true);
      await teacher.browser.delete(`/api/groups/${group.id}`).expect(404);
    });

    it('answers 404 for an id that is no number', async () => {
      await teacher.browser.delete('/api/groups/abc').expect(404);
    });
  });

  describe('rights', () => {
    let group: StudentGroup;
    beforeEach(async () => {
      group = await made('Mine', mine);
    });

    const routes: [string, (browser: TestBrowser, id: number) => ReturnType<TestBrowser['get']>][] =
      [
        ['GET /api/groups', (browser) => browser.get('/api/groups')],
        ['POST /api/groups', (browser) => browser.post('/api/groups').send({ name: 'X' })],
        [
          'PATCH /api/groups/:id',
          (browser, id) => browser.patch(`/api/groups/${id}`).send({ name: 'X' }),
        ],
        ['DELETE /api/groups/:id', (browser, id) => browser.delete(`/api/groups/${id}`)],
      ];

    it.each(routes)('%s: 401 for a visitor, 403 for a student', async (_name, send) => {
      await send(anonymous, group.id).expect(401, { message: 'Unauthenticated.' });
      const student = await signedInStudent(app);
      await send(student.browser, group.id).expect(403, {
        message: 'This action is unauthorized.',
      });
    });

    it.each(routes.slice(2))('%s: 403 for another teacher', async (_name, send) => {
      const other = await signedInTeacher(app);
      await send(other.browser, group.id).expect(403, { message: 'This action is unauthorized.' });
      expect(await groupsOf()).toEqual([group]);
    });

    it('another teacher sees only their own groups', async () => {
      const other = await signedInTeacher(app);
      expect(await groupsOf(other)).toEqual([]);
    });
  });
});
