import type { INestApplication } from '@nestjs/common';
import {
  CHECK_QUEUE_PER_PAGE,
  ROLE_STUDENT,
  ROLE_TEACHER,
  WorkStatus,
  type CheckQueueItem,
  type Page,
} from '@tutor/contracts';
import { BAD_VALUES, describeValue } from '../../testing/bad-input';
import { createUser, signedInBrowser, type TestBrowser } from '../../testing/browser';
import { createTestApp } from '../../testing/test-app';
import type { Task } from '../../tasks/task.entity';
import type { User } from '../../users/user.entity';
import {
  createSubject,
  createTask,
  createWork,
  deleteTask,
  enrol,
} from '../testing/works-fixtures';
import type { Work } from '../work.entity';

describe("the teacher's check queue", () => {
  let app: INestApplication;
  let browser: TestBrowser;
  let teacher: User;
  let anna: User;
  let boris: User;
  let algebra: Task;
  let geometry: Task;
  let subjectId: number;
  /** The queue's works by name, submitted one minute apart in this order. */
  const works: Record<string, Work> = {};
  const T0 = 1_700_000_000_000;
  const MINUTE = 60_000;

  beforeAll(async () => {
    app = await createTestApp({ WORK_TIMER_SWEEP_MS: '60000' });
    ({ browser, user: teacher } = await signedInBrowser(app, { role: ROLE_TEACHER }));
    anna = await createUser(app, { role: ROLE_STUDENT, firstName: 'Anna' });
    boris = await createUser(app, { role: ROLE_STUDENT, firstName: 'Boris' });
    await enrol(app, teacher, anna);
    await enrol(app, teacher, boris);
    const subject = await createSubject(app, teacher, 'Maths');
    subjectId = subject.id;
    ({ task: algebra } = await createTask(app, teacher, { title: 'Algebra', subjectId }));
    ({ task: geometry } = await createTask(app, teacher, { title: 'Geometry' }));
    const { task: deleted } = await createTask(app, teacher, { title: 'Deleted' });
    const at = (minutes: number) => T0 + minutes * MINUTE;
    // Out of order on purpose: the queue sorts by submitted_at.
    works.borisGeometry = await createWork(app, geometry, boris, {
      status: WorkStatus.BeingChecked,
      submittedAt: at(3),
    });
    works.annaAlgebra = await createWork(app, algebra, anna, {
      status: WorkStatus.Submitted,
      submittedAt: at(1),
      late: true,
    });
    works.borisAlgebra = await createWork(app, algebra, boris, {
      status: WorkStatus.Resubmitted,
      submittedAt: at(2),
    });
    works.annaGeometry = await createWork(app, geometry, anna, {
      status: WorkStatus.Submitted,
      submittedAt: at(4),
    });
    // Not in the queue: a draft (one the teacher returned for rework), a checked work, a withdrawn one, one of a deleted task,
    // one of another teacher.
    await createWork(app, algebra, anna, { attempt: 2, status: WorkStatus.Draft, returned: true });
    await createWork(app, geometry, anna, { attempt: 2, status: WorkStatus.Checked });
    await createWork(app, geometry, boris, {
      attempt: 2,
      status: WorkStatus.Submitted,
      withdrawnAt: at(5),
    });
    await createWork(app, deleted, anna, { status: WorkStatus.Submitted, submittedAt: at(0) });
    await deleteTask(app, deleted.id);
    const other = await createUser(app, { role: ROLE_TEACHER });
    const { task: foreign } = await createTask(app, other);
    await createWork(app, foreign, anna, { status: WorkStatus.Submitted, submittedAt: at(0) });
  });
  afterAll(async () => {
    await app.close();
  });

  const queue = async (query = ''): Promise<Page<CheckQueueItem>> =>
    (await browser.get(`/api/checks${query}`).expect(200)).body as Page<CheckQueueItem>;

  const ids = (page: Page<CheckQueueItem>) => page.items.map((item) => item.work_id);
  const idOf = (name: string): number => works[name]?.id ?? 0;

  it('lists works awaiting check (1, 2, 3), oldest submitted first', async () => {
    const page = await queue();
    expect(ids(page)).toEqual(
      ['annaAlgebra', 'borisAlgebra', 'borisGeometry', 'annaGeometry'].map(idOf),
    );
    expect(page).toMatchObject({ total: 4, page: 1, per_page: CHECK_QUEUE_PER_PAGE });
    expect(page.items[0]).toEqual({
      work_id: idOf('annaAlgebra'),
      task_id: algebra.id,
      title: 'Algebra',
      subject: { id: subjectId, name: 'Maths' },
      student: { id: anna.id, first_name: 'Anna' },
      status: WorkStatus.Submitted,
      attempt: 1,
      resubmitted: false,
      returned: false,
      late: true,
      submitted_at: T0 + MINUTE,
    });
    expect(page.items[2]).toMatchObject({ subject: null, late: false });
  });

  it.each([
    ['?status=1', ['annaAlgebra', 'annaGeometry']],
    ['?status=2', ['borisAlgebra']],
    ['?status=3', ['borisGeometry']],
  ])('filters by status: %s', async (query, expected) => {
    const page = await queue(query);
    expect(ids(page)).toEqual(expected.map(idOf));
    expect(page.total).toBe(expected.length);
  });

  it('filters by task, student and subject, and combines them', async () => {
    expect(ids(await queue(`?task_id=${algebra.id}`))).toEqual(
      ['annaAlgebra', 'borisAlgebra'].map(idOf),
    );
    expect(ids(await queue(`?student_id=${boris.id}`))).toEqual(
      ['borisAlgebra', 'borisGeometry'].map(idOf),
    );
    expect(ids(await queue(`?subject_id=${subjectId}`))).toEqual(
      ['annaAlgebra', 'borisAlgebra'].map(idOf),
    );
    const combined = await queue(`?task_id=${geometry.id}&student_id=${anna.id}&status=1`);
    expect(ids(combined)).toEqual([idOf('annaGeometry')]);
    expect(combined.total).toBe(1);
    expect(await queue('?task_id=999999')).toMatchObject({ items: [], total: 0 });
  });

  it('pages', async () => {
    const first = await queue('?per_page=3');
    expect(ids(first)).toEqual(['annaAlgebra', 'borisAlgebra', 'borisGeometry'].map(idOf));
    expect(first).toMatchObject({ total: 4, page: 1, per_page: 3 });
    const second = await queue('?per_page=3&page=2');
    expect(ids(second)).toEqual([idOf('annaGeometry')]);
    expect(second).toMatchObject({ total: 4, page: 2, per_page: 3 });
    expect(await queue('?per_page=3&page=3')).toMatchObject({ items: [], total: 4 });
    const filtered = await queue(`?student_id=${anna.id}&per_page=1&page=2`);
    expect(ids(filtered)).toEqual([idOf('annaGeometry')]);
    expect(filtered.total).toBe(2);
  });

  it('treats empty filters as no filter', async () => {
    expect((await queue('?task_id=&status=&page=')).total).toBe(4);
  });

  it.each([
    ['status=0', 'status'],
    ['status=4', 'status'],
    ['status=x', 'status'],
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['page=1.5', 'page'],
    ['per_page=0', 'per_page'],
    ['per_page=101', 'per_page'],
    ['task_id=abc', 'task_id'],
    ['task_id=99999999999', 'task_id'],
    ['student_id=1e3', 'student_id'],
    ['subject_id=0', 'subject_id'],
    ['task_id=1&task_id=2', 'task_id'],
    ['page=1&page=2', 'page'],
    [`per_page=${'9'.repeat(300)}`, 'per_page'],
  ])('refuses ?%s with 422 on %s', async (query, field) => {
    const res = await browser.get(`/api/checks?${query}`).expect(422);
    expect(res.body).toHaveProperty(['errors', field]);
  });

  it.each(BAD_VALUES.map((value) => [describeValue(value), value]))(
    'never fails with a 500 for a query value %s',
    async (_label, value) => {
      const text = encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value));
      for (const field of ['task_id', 'student_id', 'subject_id', 'status', 'page', 'per_page']) {
        const res = await browser.get(`/api/checks?${field}=${text.slice(0, 4000)}`);
        expect([200, 422]).toContain(res.status);
      }
    },
  );

  describe('GET /api/tasks/:taskId/works', () => {
    it('lists every work of the task at any status, by student then attempt', async () => {
      const res = await browser.get(`/api/tasks/${algebra.id}/works`).expect(200);
      const items = res.body as CheckQueueItem[];
      expect(items.map((item) => [item.student.first_name, item.attempt, item.status])).toEqual([
        ['Anna', 1, WorkStatus.Submitted],
        ['Anna', 2, WorkStatus.Draft],
        ['Boris', 1, WorkStatus.Resubmitted],
      ]);
      expect(items[0]).toEqual({
        work_id: idOf('annaAlgebra'),
        task_id: algebra.id,
        title: 'Algebra',
        subject: { id: subjectId, name: 'Maths' },
        student: { id: anna.id, first_name: 'Anna' },
        status: WorkStatus.Submitted,
        attempt: 1,
        resubmitted: false,
        returned: false,
        late: true,
        submitted_at: T0 + MINUTE,
      });
    });

    it('tells a draft returned for rework from a fresh one', async () => {
      const res = await browser.get(`/api/tasks/${algebra.id}/works`).expect(200);
      const items = res.body as CheckQueueItem[];
      expect(items.map((item) => [item.status, item.returned, item.resubmitted])).toEqual([
        [WorkStatus.Submitted, false, false],
        [WorkStatus.Draft, true, false],
        [WorkStatus.Resubmitted, false, false],
      ]);
    });

    it('leaves out withdrawn works', async () => {
      const res = await browser.get(`/api/tasks/${geometry.id}/works`).expect(200);
      expect((res.body as CheckQueueItem[]).map((item) => item.attempt)).toEqual([1, 2, 1]);
    });
  });
});
