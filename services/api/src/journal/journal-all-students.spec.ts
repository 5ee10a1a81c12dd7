import type { INestApplication } from '@nestjs/common';
import type { JournalGrid } from '@tutor/contracts';
import type { Response } from 'supertest';
import type { TestBrowser } from '../testing/browser';
import { createStudent } from '../students/testing/students-fixtures';
import { createSubject, enrol, type Cast } from '../works/testing/works-fixtures';
import { useWorksApp } from '../works/testing/use-works-app';
import type { User } from '../users/user.entity';
import { checkedWork, createGroup, five, fivePointTask } from './testing/journal-fixtures';

/** supertest's parser for a text body read as bytes (the CSV with its BOM). */
function text(res: Response, done: (error: Error | null, body: string) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks).subarray(3).toString('utf8')));
}

/** One to one: the journal of a teacher without groups is «Все ученики». */
describe('the journal of all the teacher’s students', () => {
  let app: INestApplication;
  let cast: Cast<TestBrowser>;
  useWorksApp({}, (created) => ({ app, cast } = created));

  let second: User;
  let subjectId: number;
  let subject: string;
  beforeAll(async () => {
    second = await createStudent(app, 'Аня');
    await enrol(app, cast.teacher.user, second);
  });
  beforeEach(async () => {
    subjectId = (await createSubject(app, cast.teacher.user)).id;
    subject = `subject_id=${subjectId}`;
  });

  const grid = async (query: string): Promise<JournalGrid> =>
    (await cast.teacher.browser.get(`/api/journal?${query}`).expect(200)).body as JournalGrid;

  const names = (g: JournalGrid): string[] => g.rows.map((row) => row.student.first_name);

  async function markedTask(student: User, value: 2 | 3 | 4 | 5): Promise<number> {
    const task = await fivePointTask(app, cast.teacher.user, { subjectId });
    await checkedWork(app, task, student, value * 2, five(value));
    return task.id;
  }

  it('covers every student of the teacher without a group, and no one else’s', async () => {
    const taskId = await markedTask(cast.student.user, 5);
    const g = await grid(subject);
    expect(g.group).toBeNull();
    expect(names(g)).toEqual(['Аня', 'Student']);
    expect(g.tasks.map((task) => task.id)).toEqual([taskId]);
    expect(g.rows[1]?.cells[0]).toMatchObject({ mark: five(5), ball: 10 });
    expect(g.rows[1]?.averages).toMatchObject({ mean: 5, weighted_mean: 5, percent: 100 });
    expect(g.rows[0]?.cells[0]).toBeNull();
  });

  it('filters by a group when one is given', async () => {
    await markedTask(cast.student.user, 4);
    const group = await createGroup(app, cast.teacher.user, [second], 'Вечерняя');
    const g = await grid(`${subject}&group_id=${group.id}`);
    expect(g.group).toEqual({ id: group.id, name: 'Вечерняя' });
    expect(names(g)).toEqual(['Аня']);
    expect(g.tasks).toEqual([]);
  });

  it('weighs and excuses cells the same way', async () => {
    const test = await markedTask(cast.student.user, 3);
    const homework = await markedTask(cast.student.user, 5);
    await cast.teacher.browser.put(`/api/journal/weights/${test}`).send({ weight: 3 }).expect(200);
    let row = (await grid(subject)).rows[1];
    expect(row?.averages).toMatchObject({ mean: 4, weighted_mean: 3.5 });
    await cast.teacher.browser
      .put(`/api/journal/excuses/${homework}/${cast.student.user.id}`)
      .expect(200);
    row = (await grid(subject)).rows[1];
    expect(row?.cells[1]).toMatchObject({ excused: true });
    expect(row?.averages).toMatchObject({ mean: 3, five_point_count: 1 });
  });

  it('exports all the students as CSV', async () => {
    await markedTask(second, 4);
    const res = await cast.teacher.browser
      .get(`/api/journal/export?${subject}&format=csv`)
      .buffer(true)
      .parse(text)
      .expect(200);
    const lines = (res.body as string).split('\r\n');
    expect(lines.slice(1)).toEqual(['Аня;4;4;4;80', 'Student;;;;', '']);
  });

  it('queues an export of all the students', async () => {
    await markedTask(second, 4);
    const res = await cast.teacher.browser
      .post('/api/journal/exports')
      .send({ format: 'csv', subject_id: subjectId })
      .expect(202);
    expect(res.body).toMatchObject({ format: 'csv', total: 2 });
  });

  it.each([
    ['group_id=abc', 'Group must be a whole number.'],
    ['group_id=0', 'Group must be a whole number.'],
  ])('refuses ?%s with 422 on group_id', async (query, message) => {
    const res = await cast.teacher.browser
      .get(`/api/journal?${query}`)
      .set('Accept-Language', 'en')
      .expect(422);
    expect(res.body).toMatchObject({ errors: { group_id: [message] } });
  });

  it('answers 403 for another teacher’s group and to a student', async () => {
    const other = await createGroup(app, cast.otherTeacher.user, [cast.otherStudent.user]);
    await cast.teacher.browser.get(`/api/journal?group_id=${other.id}`).expect(403);
    await cast.student.browser.get('/api/journal').expect(403);
  });
});
