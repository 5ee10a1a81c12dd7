import type { INestApplication } from '@nestjs/common';
import {
  ROLE_STUDENT,
  ROLE_TEACHER,
  WorkStatus,
  type CheckQueueItem,
  type Page,
} from '@tutor/contracts';
import { DataSource } from 'typeorm';
import { CHECK_QUEUE_VERSION_TRIGGERS } from '../../database/migrations/1795950000000-check-queue-versions';
import { createUser, signedInBrowser, type TestBrowser } from '../../testing/browser';
import { createTestApp } from '../../testing/test-app';
import type { Task } from '../../tasks/task.entity';
import type { User } from '../../users/user.entity';
import { CheckQueuePages } from './check-queue-pages';
import { createSubject, createTask, createWork, enrol } from '../testing/works-fixtures';

/**
 * The check queue answers from pages it has read while the teacher's queue version stands:
 * every change the queue shows must move that version, whatever writes it (raw SQL here,
 * as another instance or a migration would).
 */
describe('the check queue after changes (pages kept under the queue version)', () => {
  let app: INestApplication;
  let browser: TestBrowser;
  let teacher: User;
  let anna: User;
  let task: Task;
  let sql: (text: string, params?: unknown[]) => Promise<unknown>;

  beforeAll(async () => {
    app = await createTestApp({ WORK_TIMER_SWEEP_MS: '60000' });
    ({ browser, user: teacher } = await signedInBrowser(app, { role: ROLE_TEACHER }));
    anna = await createUser(app, { role: ROLE_STUDENT, firstName: 'Anna' });
    await enrol(app, teacher, anna);
    const subject = await createSubject(app, teacher, 'Maths');
    ({ task } = await createTask(app, teacher, { title: 'Algebra', subjectId: subject.id }));
    const dataSource = app.get(DataSource);
    const postgres = dataSource.options.type === 'postgres';
    sql = (text, params = []) => {
      let n = 0;
      return dataSource.query(postgres ? text.replace(/\?/g, () => `$${(n += 1)}`) : text, params);
    };
  });

  afterAll(() => app.close());

  const queue = async (query = ''): Promise<Page<CheckQueueItem>> => {
    const response = await browser.get(`/api/checks${query}`).expect(200);
    return response.body as Page<CheckQueueItem>;
  };
  const titles = async (query = '') =>
    (await queue(query)).items.map(
      (item) => `${item.title}/${item.subject?.name ?? '-'}/${item.student.first_name}`,
    );

  it('shows a submitted work, its changes and its leaving at once', async () => {
    expect((await queue()).total).toBe(0);
    const work = await createWork(app, task, anna, { status: WorkStatus.Submitted });
    expect(await titles()).toEqual(['Algebra/Maths/Anna']);

    await sql('UPDATE works SET late = ? WHERE id = ?', [1, work.id]);
    expect((await queue()).items[0]?.late).toBe(true);

    await sql('UPDATE works SET status = ? WHERE id = ?', [WorkStatus.Checked, work.id]);
    expect(await queue()).toMatchObject({ items: [], total: 0 });
  });

  it('shows renamed tasks, subjects and students and hides deleted tasks at once', async () => {
    await createWork(app, task, anna, { status: WorkStatus.Submitted, attempt: 2 });
    expect(await titles()).toEqual(['Algebra/Maths/Anna']);

    await sql('UPDATE tasks SET title = ? WHERE id = ?', ['Geometry', task.id]);
    await sql('UPDATE subjects SET name = ? WHERE teacher_id = ?', ['Shapes', teacher.id]);
    expect(await titles()).toEqual(['Geometry/Shapes/Anna']);

    await sql('UPDATE users SET first_name = ? WHERE id = ?', ['Anya', anna.id]);
    expect(await titles()).toEqual(['Geometry/Shapes/Anya']);

    await sql('UPDATE tasks SET subject_id = NULL WHERE id = ?', [task.id]);
    expect(await titles()).toEqual(['Geometry/-/Anya']);
  });

  it("leaves the version alone for drafts and for columns the queue doesn't show", async () => {
    const version = async () =>
      (
        (await sql('SELECT version FROM check_queue_versions WHERE teacher_id = ?', [
          teacher.id,
        ])) as { version: number | string }[]
      ).map((row) => Number(row.version))[0];
    const before = await version();
    const draft = await createWork(app, task, anna, { attempt: 3 });
    await sql('UPDATE works SET started_at = ?, updated_at = ? WHERE id = ?', [1, 2, draft.id]);
    await sql('UPDATE tasks SET criteria = ? WHERE id = ?', ['Anything', task.id]);
    expect(await version()).toBe(before);
  });

  it('keeps every trigger after all migrations (a table rebuild on SQLite drops them)', async () => {
    const dataSource = app.get(DataSource);
    const rows: { name: string; table: string }[] =
      dataSource.options.type === 'postgres'
        ? await dataSource.query(
            `SELECT tgname AS name, relname AS "table" FROM pg_trigger
             JOIN pg_class ON pg_class.oid = tgrelid WHERE NOT tgisinternal`,
          )
        : await dataSource.query(
            `SELECT name, tbl_name AS "table" FROM sqlite_master WHERE type = 'trigger'`,
          );
    expect(rows).toEqual(expect.arrayContaining(CHECK_QUEUE_VERSION_TRIGGERS));
  });
});

describe('CheckQueuePages', () => {
  const page = (total: number): Page<CheckQueueItem> => ({
    items: [],
    total,
    page: 1,
    per_page: 50,
  });

  it('answers a page only under the version it was read at', () => {
    const pages = new CheckQueuePages();
    pages.keep('1:first', 4, page(10));
    expect(pages.find('1:first', 4)?.total).toBe(10);
    expect(pages.find('1:first', 5)).toBeUndefined();
    expect(pages.find('1:first', 4)).toBeUndefined();
  });

  it('forgets the least recently used page past its capacity', () => {
    const pages = new CheckQueuePages(2);
    pages.keep('a', 1, page(1));
    pages.keep('b', 1, page(2));
    pages.find('a', 1);
    pages.keep('c', 1, page(3));
    expect(pages.find('b', 1)).toBeUndefined();
    expect(pages.find('a', 1)?.total).toBe(1);
    expect(pages.find('c', 1)?.total).toBe(3);
  });
});
