import type { INestApplication } from '@nestjs/common';
import { getRepositoryToken } from '@nestjs/typeorm';
import { ROLE_STUDENT, type StudentGroup, type ValidationErrorBody } from '@tutor/contracts';
import type { Repository } from 'typeorm';
import {
  createStudent,
  signedInTeacher,
  type SignedIn,
} from '../students/testing/students-fixtures';
import { Subject } from '../subjects/subject.entity';
import { openBrowser, uniqueEmail } from '../testing/browser';
import { enrol } from '../works/testing/works-fixtures';
import { createTestApp } from '../testing/test-app';
import { User } from '../users/user.entity';
import { uniqueViolation } from './unique-violation';

/** The error a write throws, or a failure when it succeeds. */
async function failureOf(write: Promise<unknown>): Promise<unknown> {
  try {
    await write;
  } catch (error) {
    return error;
  }
  throw new Error('the write succeeded');
}

const statuses = (answers: readonly { status: number }[]): number[] =>
  answers.map((answer) => answer.status).sort((a, b) => a - b);

describe('unique keys', () => {
  let app: INestApplication;
  let teacher: SignedIn;

  beforeAll(async () => {
    app = await createTestApp();
  });

  beforeEach(async () => {
    teacher = await signedInTeacher(app);
  });

  afterAll(async () => {
    await app.close();
  });

  describe('uniqueViolation', () => {
    it('names the columns of the key a write broke, on this driver', async () => {
      const subjects = app.get<Repository<Subject>>(getRepositoryToken(Subject));
      const row = { teacherId: teacher.user.id, name: 'Chemistry', createdAt: 0 };
      await subjects.insert({ ...row });
      const violation = uniqueViolation(await failureOf(subjects.insert({ ...row })));
      expect(violation?.columns).toEqual(['teacher_id', 'name']);
    });

    it('knows the users’ email key', async () => {
      const users = app.get<Repository<User>>(getRepositoryToken(User));
      const user = { email: uniqueEmail(), firstName: 'A', role: ROLE_STUDENT, phone: null };
      await users.insert({ ...user, passwordHash: null });
      const violation = uniqueViolation(
        await failureOf(users.insert({ ...user, passwordHash: null })),
      );
      expect(violation?.columns).toEqual(['email']);
    });

    it('is undefined for other errors', async () => {
      const users = app.get<Repository<User>>(getRepositoryToken(User));
      expect(
        uniqueViolation(await failureOf(users.query('SELECT * FROM nowhere'))),
      ).toBeUndefined();
      expect(uniqueViolation(new Error('UNIQUE constraint failed'))).toBeUndefined();
    });
  });

  it('answers 422 on name to all but one of five concurrent subjects of the same name', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        teacher.browser.post('/api/subjects').set('Accept-Language', 'en').send({ name: 'Art' }),
      ),
    );
    expect(statuses(answers)).toEqual([201, 422, 422, 422, 422]);
    for (const answer of answers.filter((a) => a.status === 422)) {
      expect(answer.body).toEqual({
        message: 'You already have a subject with this name.',
        errors: { name: ['You already have a subject with this name.'] },
      });
    }
  });

  it('answers 422 on name to concurrent renames of two subjects to one name', async () => {
    const made = await Promise.all(
      ['One', 'Two'].map(async (name) => {
        const res = await teacher.browser.post('/api/subjects').send({ name }).expect(201);
        return (res.body as { id: number }).id;
      }),
    );
    const answers = await Promise.all(
      made.map((id) => teacher.browser.patch(`/api/subjects/${id}`).send({ name: 'Same' })),
    );
    expect(statuses(answers)).toEqual([200, 422]);
  });

  it('takes a name in another Unicode form as the same name', async () => {
    await teacher.browser.post('/api/subjects').send({ name: 'Caf\u00e9' }).expect(201);
    const res = await teacher.browser
      .post('/api/subjects')
      .send({ name: 'Cafe\u0301' })
      .expect(422);
    expect(Object.keys((res.body as ValidationErrorBody).errors)).toEqual(['name']);
  });

  it('answers 422 on email to all but one of three concurrent registrations', async () => {
    const email = uniqueEmail('twin');
    const body = {
      email,
      first_name: 'Twin',
      role: ROLE_STUDENT,
      password: 'Lantern-Otter-42',
      agree: true,
    };
    const browsers = await Promise.all([1, 2, 3].map(() => openBrowser(app)));
    const answers = await Promise.all(
      browsers.map((b) => b.post('/registration').set('Accept-Language', 'en').send(body)),
    );
    expect(statuses(answers)).toEqual([200, 422, 422]);
    for (const answer of answers.filter((a) => a.status === 422)) {
      expect((answer.body as ValidationErrorBody).errors).toEqual({
        email: ['This email address is already taken.'],
      });
    }
  });

  it('lets one of two concurrent member lists of a group win whole', async () => {
    const students = await Promise.all([1, 2, 3].map(() => createStudent(app)));
    for (const student of students) await enrol(app, teacher.user, student);
    const [a, b, c] = students.map((student) => student.id);
    const res = await teacher.browser
      .post('/api/groups')
      .send({ name: 'G', student_ids: [a] })
      .expect(201);
    const { id } = res.body as StudentGroup;
    const lists = [
      [a, b],
      [b, c],
    ];
    const answers = await Promise.all(
      lists.map((ids) => teacher.browser.patch(`/api/groups/${id}`).send({ student_ids: ids })),
    );
    expect(statuses(answers)).toEqual([200, 200]);
    const groups = (await teacher.browser.get('/api/groups').expect(200)).body as StudentGroup[];
    // the answer lists ids in ascending order; the students were created concurrently
    const sorted = lists.map((ids) => [...ids].sort((x, y) => (x ?? 0) - (y ?? 0)));
    expect(sorted).toContainEqual(groups.find((group) => group.id === id)?.student_ids);
  });
});
