import type { INestApplication } from '@nestjs/common';
import {
  ROLE_STUDENT,
  ROLE_TEACHER,
  WorkStatus,
  type CheckQueueItem,
  type Page,
} from '@tutor/contracts';
import { DataSource, In, IsNull } from 'typeorm';
import { createUser, signedInBrowser, type TestBrowser } from '../../testing/browser';
import { User } from '../../users/user.entity';
import { insertOrIgnore } from '../../database/insert-or-ignore';
import {
  createTask,
  createWork,
  deleteTask,
  enrol,
  worksRepository,
  type Cast,
} from '../testing/works-fixtures';
import { useWorksApp } from '../testing/use-works-app';
import { Work } from '../work.entity';

interface CountRow {
  task_id: number | string;
  status: number | string;
  works: number | string;
}

/** A tiny deterministic generator, so a failure replays the same steps. */
function random(seed: number): (below: number) => number {
  let state = seed;
  return (below) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return Math.floor((state / 2147483648) * below);
  };
}

describe('the check queue counters (check_queue_counts, kept by triggers)', () => {
  let app: INestApplication;
  let cast: Cast<TestBrowser>;

  useWorksApp({}, (created) => ({ app, cast } = created));

  const rows = async (sql: string): Promise<string[]> =>
    (await app.get(DataSource).query<CountRow[]>(sql)).map(
      (row) => `${row.task_id}:${row.status}=${row.works}`,
    );
  const counters = () =>
    rows(`SELECT task_id, status, works FROM check_queue_counts WHERE works <> 0
          ORDER BY task_id, status`);
  const truth = () =>
    rows(`SELECT task_id, status, COUNT(*) AS works FROM works
          WHERE status IN (1, 2, 3) AND withdrawn_at IS NULL
          GROUP BY task_id, status ORDER BY task_id, status`);

  it('follow single and set-based inserts, updates, withdrawals and deletes', async () => {
    const teacher = cast.teacher.user;
    const tasks = await Promise.all([0, 1, 2].map(() => createTask(app, teacher)));
    const students = await Promise.all(
      Array.from({ length: 6 }, () => createUser(app, { role: ROLE_STUDENT })),
    );
    for (const student of students) await enrol(app, teacher, student);
    const works = worksRepository(app);
    const next = random(7);
    const pick = <T>(list: readonly T[]): T => list[next(list.length)] as T;
    const statuses = [0, 1, 2, 3, 4] as WorkStatus[];
    let attempt = 1;
    const steps: ((ids: number[]) => Promise<unknown>)[] = [
      // one work, any status, sometimes already withdrawn
      () =>
        createWork(app, pick(tasks).task, pick(students), {
          attempt: (attempt += 1),
          status: pick(statuses),
          withdrawnAt: next(5) === 0 ? Date.now() : null,
        }),
      // several works in one statement, as a dispatch job inserts them
      () =>
        insertOrIgnore(
          app.get(DataSource),
          Work,
          students.map((student) => ({
            taskId: pick(tasks).task.id,
            teacherId: teacher.id,
            studentId: student.id,
            attempt: (attempt += 1),
            status: pick(statuses),
            createdAt: Date.now(),
            updatedAt: Date.now(),
          })),
        ),
      (ids) => works.update({ id: pick(ids) }, { status: pick(statuses) }),
      (ids) =>
        works.update({ id: In(ids.filter(() => next(2) === 0)) }, { status: pick(statuses) }),
      (ids) => works.update({ id: pick(ids) }, { ball: next(10) }),
      (ids) => works.update({ id: pick(ids), withdrawnAt: IsNull() }, { withdrawnAt: Date.now() }),
      (ids) => works.update({ id: pick(ids) }, { withdrawnAt: null }),
      (ids) => works.delete({ id: In(ids.filter(() => next(4) === 0)) }),
    ];
    for (let step = 0; step < 120; step += 1) {
      const ids = (await works.find({ select: { id: true } })).map((work) => work.id);
      await pick(steps)(ids.length === 0 ? [0] : ids);
      expect({ step, counters: await counters() }).toEqual({ step, counters: await truth() });
    }
    await deleteTask(app, tasks[0]?.task.id ?? 0);
    expect(await counters()).toEqual(await truth());
    await app.get(DataSource).getRepository(User).delete({ id: teacher.id });
    expect(await counters()).toEqual(await truth());
  });

  it("give the queue's total as a work is submitted, opened, returned, resubmitted, checked and withdrawn", async () => {
    const { browser, user: teacher } = await signedInBrowser(app, { role: ROLE_TEACHER });
    const { task } = await createTask(app, teacher);
    await Promise.all(
      Array.from({ length: 3 }, async () =>
        createWork(app, task, await createUser(app, { role: ROLE_STUDENT }), {
          status: WorkStatus.Submitted,
        }),
      ),
    );
    const work = await createWork(app, task, cast.student.user, { startedAt: Date.now() });
    await enrol(app, teacher, cast.student.user);
    // per_page=1 fills the page, so the total comes from the counters
    const total = async (query = '') =>
      (
        (await browser.get(`/api/checks?per_page=1${query}`).expect(200))
          .body as Page<CheckQueueItem>
      ).total;
    const version = async () =>
      (await worksRepository(app).findOneByOrFail({ id: work.id })).version;
    expect(await total()).toBe(3);
    await cast.student.browser
      .post(`/api/works/${work.id}/submit`)
      .send({ version: await version() })
      .expect(200);
    expect([await total(), await total('&status=1')]).toEqual([4, 4]);
    await browser.post(`/api/works/${work.id}/open`).expect(200);
    expect([await total(), await total('&status=3'), await total(`&task_id=${task.id}`)]).toEqual([
      4, 1, 4,
    ]);
    await browser
      .post(`/api/works/${work.id}/return`)
      .send({ version: await version(), comment: 'Once more, please.' })
      .expect(200);
    expect(await total()).toBe(3);
    await cast.student.browser
      .post(`/api/works/${work.id}/submit`)
      .send({ version: await version() })
      .expect(200);
    expect([await total(), await total('&status=2')]).toEqual([4, 1]);
    await browser.post(`/api/works/${work.id}/open`).expect(200);
    await browser
      .put(`/api/works/${work.id}/check`)
      .send({ version: await version(), balls: [], finish: true })
      .expect(200);
    expect(await total()).toBe(3);
    const other = await worksRepository(app).findOneByOrFail({ taskId: task.id, status: 1 });
    await browser.delete(`/api/works/${other.id}`).expect(204);
    expect(await total()).toBe(2);
  });
});
