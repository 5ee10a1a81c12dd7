import type { INestApplication } from '@nestjs/common';
import {
  ROLE_STUDENT,
  ROLE_TEACHER,
  WorkStatus,
  type Subject,
  type Task,
  type TaskListPage,
  type TaskSummary,
  type ValidationErrorBody,
} from '@tutor/contracts';
import { DataSource } from 'typeorm';
import { advanceClock, signedInBrowser, type TestBrowser } from '../testing/browser';
import { createTestApp } from '../testing/test-app';
import type { User } from '../users/user.entity';
import { TaskSearchIndex } from './task-search.index';
import { insertSubject, insertWork, taskInput } from './testing/tasks-fixtures';

const FAR = 4_102_444_800_000;

describe('the task library', () => {
  let app: INestApplication;
  let browser: TestBrowser;
  let teacher: User;

  beforeAll(async () => {
    app = await createTestApp();
  });

  beforeEach(async () => {
    ({ browser, user: teacher } = await signedInBrowser(app, { role: ROLE_TEACHER }));
  });

  afterAll(async () => {
    await app.close();
  });

  async function createTask(overrides: Parameters<typeof taskInput>[0] = {}): Promise<Task> {
    const res = await browser.post('/api/tasks').send(taskInput(overrides)).expect(201);
    return res.body as Task;
  }

  async function list(query = ''): Promise<TaskListPage> {
    return (await browser.get(`/api/tasks${query}`).expect(200)).body as TaskListPage;
  }

  const titles = (page: TaskListPage) => page.items.map((task) => task.title);

  /** A planned send (only_new, so it needs no student yet). */
  const send = (task: Task) =>
    browser
      .post(`/api/tasks/${task.id}/dispatches`)
      .send({ target: { kind: 'all' }, delay_at: FAR, only_new: true });

  describe('search', () => {
    it('finds words of the title and of the questions in any of their forms', async () => {
      await createTask({ title: 'Квадратные уравнения' });
      await createTask({
        title: 'Домашняя работа',
        questions: [{ type: 'long_text', text: 'Решите <b>уравнение</b> x² = 4', ball: 10 }],
      });
      await createTask({ title: 'Ёлочные игрушки' });

      expect(titles(await list('?q=уравнение')).sort()).toEqual([
        'Домашняя работа',
        'Квадратные уравнения',
      ]);
      expect(titles(await list(`?q=${encodeURIComponent('УРАВНЕНИЯМИ')}`))).toHaveLength(2);
      expect(titles(await list('?q=квадратное уравнение'))).toEqual(['Квадратные уравнения']);
      expect(titles(await list('?q=елочная'))).toEqual(['Ёлочные игрушки']);
      expect(titles(await list('?q=интеграл'))).toEqual([]);
      // A query of punctuation only filters nothing; syntax of the FTS is plain text.
      expect((await list('?q=%22%2A%28')).total).toBe(3);
      expect((await list('?q=NEAR%28a%20b%29%20OR')).total).toBe(0);
    });

    it('follows edits of the title and the questions', async () => {
      const task = await createTask({ title: 'Дроби' });
      await browser
        .put(`/api/tasks/${task.id}`)
        .send(taskInput({ title: 'Проценты' }))
        .expect(200);
      expect(titles(await list('?q=дробь'))).toEqual([]);
      expect(titles(await list('?q=процент'))).toEqual(['Проценты']);
    });

    it('indexes at start-up the tasks that have no entry', async () => {
      const task = await createTask({ title: 'Логарифмы' });
      const data = app.get(DataSource);
      await data
        .createQueryBuilder()
        .delete()
        .from('task_search')
        .where('task_id = :id', { id: task.id })
        .execute();
      expect(titles(await list('?q=логарифм'))).toEqual([]);
      expect(await app.get(TaskSearchIndex).indexMissing()).toBeGreaterThanOrEqual(1);
      expect(titles(await list('?q=логарифм'))).toEqual(['Логарифмы']);
    });

    it("never shows another teacher's tasks", async () => {
      const other = await signedInBrowser(app, { role: ROLE_TEACHER });
      await other.browser
        .post('/api/tasks')
        .send(taskInput({ title: 'Чужие уравнения' }))
        .expect(201);
      await createTask({ title: 'Мои уравнения' });
      expect(titles(await list('?q=уравнения'))).toEqual(['Мои уравнения']);
    });
  });

  describe('filters, sort and pages', () => {
    it('filters by subject, status and creation date', async () => {
      const algebra = await insertSubject(app, teacher.id, 'Алгебра');
      const first = await createTask({ title: 'Первое', subject_id: algebra.id });
      advanceClock(app, 86_400_000);
      const second = await createTask({ title: 'Второе' });
      advanceClock(app, 86_400_000);
      const third = await createTask({ title: 'Третье', subject_id: algebra.id });
      await send(second).expect(201);
      await browser.post(`/api/tasks/${third.id}/archive`).expect(200);

      expect(titles(await list())).toEqual(['Второе', 'Первое']);
      expect(titles(await list(`?subject_id=${algebra.id}`))).toEqual(['Первое']);
      expect(titles(await list('?status=draft'))).toEqual(['Первое']);
      expect(titles(await list('?status=sent'))).toEqual(['Второе']);
      expect(titles(await list('?status=archived'))).toEqual(['Третье']);
      expect(titles(await list('?status=all'))).toEqual(['Третье', 'Второе', 'Первое']);
      const from = second.created_at;
      expect(titles(await list(`?status=all&from=${from}`))).toEqual(['Третье', 'Второе']);
      expect(titles(await list(`?status=all&from=${from}&to=${third.created_at}`))).toEqual([
        'Второе',
      ]);
      expect(titles(await list(`?to=${first.created_at + 1}`))).toEqual(['Первое']);
      const statuses = (await list('?status=all')).items.map((task) => task.status);
      expect(statuses).toEqual(['archived', 'sent', 'draft']);
    });

    it('sorts newest, oldest, by title (any case, ё as е) and by deadline', async () => {
      await createTask({ title: 'бета', deadline: FAR - 1 });
      advanceClock(app, 1000);
      await createTask({ title: 'Альфа' });
      advanceClock(app, 1000);
      await createTask({ title: 'Ёж', deadline: FAR - 2 });
      expect(titles(await list())).toEqual(['Ёж', 'Альфа', 'бета']);
      expect(titles(await list('?sort=oldest'))).toEqual(['бета', 'Альфа', 'Ёж']);
      expect(titles(await list('?sort=title'))).toEqual(['Альфа', 'бета', 'Ёж']);
      expect(titles(await list('?sort=deadline'))).toEqual(['Ёж', 'бета', 'Альфа']);
    });

    it('answers pages with the total', async () => {
      for (let i = 1; i <= 5; i += 1) {
        await createTask({ title: `Задание ${i}` });
        advanceClock(app, 1000);
      }
      const second = await list('?per_page=2&page=2');
      expect(second).toMatchObject({ total: 5, page: 2, per_page: 2 });
      expect(titles(second)).toEqual(['Задание 3', 'Задание 2']);
      expect(titles(await list('?per_page=2&page=3'))).toEqual(['Задание 1']);
      expect(await list('?per_page=2&page=9')).toEqual({
        items: [],
        total: 5,
        page: 9,
        per_page: 2,
      });
      expect((await list()).per_page).toBe(20);
    });

    it.each([
      ['q', `?q=${'я'.repeat(201)}`],
      ['subject_id', '?subject_id=abc'],
      ['subject_id', '?subject_id=0'],
      ['status', '?status=deleted'],
      ['from', '?from=yesterday'],
      ['to', '?to=-5'],
      ['sort', '?sort=random'],
      ['page', '?page=0'],
      ['per_page', '?per_page=101'],
      ['per_page', '?per_page=1.5'],
      ['to', '?from=2000&to=1000'],
    ])('refuses a bad %s (%s) with 422 on that field', async (field, query) => {
      const res = await browser.get(`/api/tasks${query}`).expect(422);
      expect(Object.keys((res.body as ValidationErrorBody).errors)).toEqual([field]);
    });

    it('answers every field at once, in English when asked', async () => {
      const res = await browser
        .get('/api/tasks?status=x&sort=y&page=-1')
        .set('Accept-Language', 'en')
        .expect(422);
      const { errors } = res.body as ValidationErrorBody;
      expect(Object.keys(errors).sort()).toEqual(['page', 'sort', 'status']);
      expect(errors.status?.[0]).toMatch(/status/i);
    });

    it('takes empty parameters as no filter', async () => {
      await createTask({ title: 'Одно' });
      const page = await list('?q=&subject_id=&status=&from=&to=&sort=');
      expect(titles(page)).toEqual(['Одно']);
    });
  });

  describe('POST /api/tasks/:taskId/duplicate', () => {
    it('makes a new draft copy titled «… (копия)» with the questions, not sent', async () => {
      const algebra = await insertSubject(app, teacher.id, 'Алгебра');
      const source = await createTask({ title: 'Дроби', subject_id: algebra.id, deadline: FAR });
      await send(source).expect(201);
      await insertWork(app, { taskId: source.id, teacherId: teacher.id, studentId: teacher.id });
      const res = await browser.post(`/api/tasks/${source.id}/duplicate`).expect(201);
      const copy = res.body as Task;
      expect(copy.id).not.toBe(source.id);
      expect(copy).toMatchObject({
        title: 'Дроби (копия)',
        subject_id: algebra.id,
        deadline: null,
        delay_at: null,
        only_new: false,
        sent_students_count: 0,
        origin: 'authored',
      });
      expect(copy.questions.map(({ type, text, ball }) => ({ type, text, ball }))).toEqual(
        source.questions.map(({ type, text, ball }) => ({ type, text, ball })),
      );
      const row = (await list()).items.find((task) => task.id === copy.id);
      expect(row).toMatchObject({ status: 'draft', works_count: 0, questions_count: 3 });
      expect(titles(await list('?q=копия'))).toEqual(['Дроби (копия)']);
    });

    it('says "(copy)" in English and keeps a long title within the limit', async () => {
      const source = await createTask({ title: 'x'.repeat(255) });
      const res = await browser
        .post(`/api/tasks/${source.id}/duplicate`)
        .set('Accept-Language', 'en')
        .expect(201);
      const title = (res.body as Task).title;
      expect(title).toHaveLength(255);
      expect(title.endsWith('x (copy)')).toBe(true);
    });

    it('makes one copy per request, also twenty at once', async () => {
      const source = await createTask({ title: 'Дроби' });
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => browser.post(`/api/tasks/${source.id}/duplicate`)),
      );
      expect(answers.map((res) => res.status)).toEqual(Array(20).fill(201));
      const ids = new Set(answers.map((res) => (res.body as Task).id));
      expect(ids.size).toBe(20);
      const page = await list('?per_page=100');
      expect(page.total).toBe(21);
      expect(page.items.every((task) => task.questions_count === 3)).toBe(true);
    });
  });

  describe('archive and unarchive', () => {
    it('archives: out of the list, planned sends cancelled, not sendable', async () => {
      const task = await createTask({ title: 'Дроби' });
      await send(task).expect(201);
      const res = await browser.post(`/api/tasks/${task.id}/archive`).expect(200);
      const archived = res.body as TaskSummary;
      expect(archived).toMatchObject({ id: task.id, status: 'archived' });
      expect(archived.archived_at).toEqual(expect.any(Number));
      expect((await list()).items).toEqual([]);
      const jobs = await browser.get(`/api/tasks/${task.id}/dispatches`).expect(200);
      expect(jobs.body).toEqual([]);

      const refused = await send(task).expect(409);
      expect((refused.body as { message: string }).message).toBe(
        'Задание в архиве. Чтобы отправить его, верните его из архива.',
      );
      // Still readable and editable, as its works are still checked.
      await browser.get(`/api/tasks/${task.id}`).expect(200);
    });

    it('keeps the works of an archived task in the check queue', async () => {
      const task = await createTask({ title: 'Дроби' });
      const student = await signedInBrowser(app, { role: ROLE_STUDENT });
      await insertWork(app, {
        taskId: task.id,
        teacherId: teacher.id,
        studentId: student.user.id,
        status: WorkStatus.Submitted,
      });
      await browser.post(`/api/tasks/${task.id}/archive`).expect(200);
      const queue = await browser.get(`/api/checks?task_id=${task.id}`).expect(200);
      expect((queue.body as { total: number }).total).toBe(1);
      const [row] = (await list('?status=archived')).items;
      expect(row).toMatchObject({ works_count: 1, awaiting_check_count: 1 });
    });

    it('archives twice and unarchives twice without a change the second time', async () => {
      const task = await createTask();
      const first = (await browser.post(`/api/tasks/${task.id}/archive`).expect(200))
        .body as TaskSummary;
      advanceClock(app, 5000);
      const again = (await browser.post(`/api/tasks/${task.id}/archive`).expect(200))
        .body as TaskSummary;
      expect(again.archived_at).toBe(first.archived_at);
      await browser.post(`/api/tasks/${task.id}/unarchive`).expect(200);
      const back = (await browser.post(`/api/tasks/${task.id}/unarchive`).expect(200))
        .body as TaskSummary;
      expect(back).toMatchObject({ status: 'draft', archived_at: null });
      expect(titles(await list())).toEqual([task.title]);
      await send(task).expect(201);
    });

    it('keeps one state under twenty archive and unarchive requests at once', async () => {
      const task = await createTask();
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          browser.post(`/api/tasks/${task.id}/${i % 2 === 0 ? 'archive' : 'unarchive'}`),
        ),
      );
      expect(answers.map((res) => res.status)).toEqual(Array(20).fill(200));
      const all = await list('?status=all');
      expect(all.total).toBe(1);
      const [row] = all.items;
      expect(row?.status === 'archived').toBe(row?.archived_at !== null);
      const archived = await browser.post(`/api/tasks/${task.id}/archive`).expect(200);
      expect((archived.body as TaskSummary).status).toBe('archived');
    });
  });

  describe('who may', () => {
    it.each(['duplicate', 'archive', 'unarchive'])(
      '%s: 403 for another teacher, 404 for a missing or deleted task, 403 for a student',
      async (action) => {
        const task = await createTask();
        const other = await signedInBrowser(app, { role: ROLE_TEACHER });
        await other.browser.post(`/api/tasks/${task.id}/${action}`).expect(403);
        await browser.post(`/api/tasks/999999/${action}`).expect(404);
        const student = await signedInBrowser(app, { role: ROLE_STUDENT });
        await student.browser.post(`/api/tasks/${task.id}/${action}`).expect(403);
        await browser.delete(`/api/tasks/${task.id}`).expect(204);
        await browser.post(`/api/tasks/${task.id}/${action}`).expect(404);
      },
    );
  });

  describe('POST /api/subjects/starter', () => {
    it('adds the chosen names once, skipping the ones the teacher has', async () => {
      await insertSubject(app, teacher.id, 'алгебра');
      const res = await browser
        .post('/api/subjects/starter')
        .send({ names: [' Алгебра ', 'Физика', 'Химия', 'физика'] })
        .expect(200);
      expect((res.body as Subject[]).map((s) => s.name)).toEqual(['алгебра', 'Физика', 'Химия']);
      const again = await Promise.all(
        Array.from({ length: 5 }, () =>
          browser.post('/api/subjects/starter').send({ names: ['Физика', 'История'] }),
        ),
      );
      expect(again.map((r) => r.status)).toEqual(Array(5).fill(200));
      const subjects = (await browser.get('/api/subjects').expect(200)).body as Subject[];
      expect(subjects.map((s) => s.name)).toEqual(['алгебра', 'История', 'Физика', 'Химия']);
    });

    it.each([
      [{}],
      [{ names: [] }],
      [{ names: ['  '] }],
      [{ names: [42] }],
      [{ names: ['x'.repeat(256)] }],
      [{ names: Array.from({ length: 21 }, (_, i) => `Предмет ${i}`) }],
      [{ names: 'Алгебра' }],
    ])('refuses %j with 422 on names', async (body) => {
      const res = await browser.post('/api/subjects/starter').send(body).expect(422);
      expect(Object.keys((res.body as ValidationErrorBody).errors)).toEqual(['names']);
    });
  });
});
