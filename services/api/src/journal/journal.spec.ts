import type { INestApplication } from '@nestjs/common';
import {
  WorkStatus,
  type JournalCell,
  type JournalGrid,
  type StudentJournal,
} from '@tutor/contracts';
import { Workbook } from 'exceljs';
import { DataSource, In } from 'typeorm';
import type { Response } from 'supertest';
import { Clock } from '../common/clock/clock.service';
import type { TestBrowser } from '../testing/browser';
import { createStudent } from '../students/testing/students-fixtures';
import {
  createSubject,
  createTask,
  createWork,
  enrol,
  type Cast,
} from '../works/testing/works-fixtures';
import { useWorksApp } from '../works/testing/use-works-app';
import { TaskRevisions } from '../tasks/task-revisions.service';
import { Task as TaskRow, type Task } from '../tasks/task.entity';
import type { User } from '../users/user.entity';
import { JournalExport } from './journal-export.entity';
import { EXPORT_KEPT_MS, EXPORT_STALLED_MS, JournalExportSweeper } from './journal-export.sweeper';
import { journalExportKey } from './journal-exports.service';
import { FileStorage, StoredBytesMissingError } from '../files/file-storage';
import { checkedWork, createGroup, five, fivePointTask } from './testing/journal-fixtures';

const DAY = 86_400_000;

/** supertest's parser for a binary body (XLSX). */
function binary(res: Response, done: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}

describe('the gradebook journal', () => {
  let app: INestApplication;
  let cast: Cast<TestBrowser>;
  useWorksApp({ JOURNAL_EXPORT_SYNC_MAX_CELLS: '6' }, (created) => ({ app, cast } = created));

  let groupId: number;
  let second: User;
  beforeEach(async () => {
    second = await createStudent(app, 'Аня');
    await enrol(app, cast.teacher.user, second);
    groupId = (await createGroup(app, cast.teacher.user, [cast.student.user, second])).id;
  });

  const grid = async (query: string): Promise<JournalGrid> =>
    (await cast.teacher.browser.get(`/api/journal?group_id=${groupId}${query}`).expect(200))
      .body as JournalGrid;

  const rowOf = (g: JournalGrid, student: User) => {
    const row = g.rows.find((r) => r.student.id === student.id);
    if (row === undefined) throw new Error('no row');
    return row;
  };
  const cellOf = (g: JournalGrid, student: User, task: Task): JournalCell | null =>
    rowOf(g, student).cells[g.tasks.findIndex((t) => t.id === task.id)] ?? null;

  /** A subject of its own per test, so each test reads only its own tasks. */
  const subjectQuery = async (): Promise<{ id: number; query: string }> => {
    const subject = await createSubject(app, cast.teacher.user);
    return { id: subject.id, query: `&subject_id=${subject.id}` };
  };

  describe('GET /api/journal', () => {
    it('shows students × tasks with marks, points and states apart from the mark', async () => {
      const { id: subjectId, query } = await subjectQuery();
      const now = app.get(Clock).now();
      const checked = await fivePointTask(app, cast.teacher.user, { subjectId, title: 'Дроби' });
      const late = await fivePointTask(app, cast.teacher.user, { subjectId, title: 'Late' });
      const overdue = await fivePointTask(app, cast.teacher.user, {
        subjectId,
        deadline: now - DAY,
      });
      const { task: points } = await createTask(app, cast.teacher.user, { subjectId });
      await checkedWork(app, checked, cast.student.user, 9, five(5));
      await checkedWork(app, late, cast.student.user, 7, five(4), { late: true });
      await createWork(app, overdue, cast.student.user);
      await createWork(app, overdue, second, { returned: true });
      await checkedWork(app, points, second, 7, { scale: 'points', ball: 7, max_ball: 10 });
      const g = await grid(query);
      expect(g.tasks.map((t) => t.id)).toEqual(
        [checked.id, late.id, points.id, overdue.id].sort((a, b) =>
          a === overdue.id ? -1 : b === overdue.id ? 1 : a - b,
        ),
      );
      expect(g.rows.map((r) => r.student.first_name)).toEqual(['Аня', 'Student']);
      expect(cellOf(g, cast.student.user, checked)).toMatchObject({
        mark: five(5),
        ball: 9,
        max_ball: 10,
        status: WorkStatus.Checked,
        late: false,
        missing: false,
        excused: false,
        returned: false,
      });
      expect(cellOf(g, cast.student.user, late)).toMatchObject({ mark: five(4), late: true });
      expect(cellOf(g, cast.student.user, overdue)).toMatchObject({ mark: null, missing: true });
      expect(cellOf(g, second, overdue)).toMatchObject({ returned: true, missing: false });
      expect(cellOf(g, second, checked)).toBeNull();
      expect(cellOf(g, second, points)).toMatchObject({
        mark: { scale: 'points', ball: 7, max_ball: 10 },
      });
      expect(rowOf(g, cast.student.user).averages).toEqual({
        five_point_count: 2,
        mean: 4.5,
        weighted_mean: 4.5,
        percent: 80,
      });
      expect(rowOf(g, second).averages).toEqual({
        five_point_count: 0,
        mean: null,
        weighted_mean: null,
        percent: 70,
      });
    });

    it('shows a work checked through the API at once (no cache)', async () => {
      const { id: subjectId, query } = await subjectQuery();
      const { task, questions } = await createTask(app, cast.teacher.user, { subjectId });
      const work = await createWork(app, task, cast.student.user, {
        status: WorkStatus.BeingChecked,
      });
      expect(cellOf(await grid(query), cast.student.user, task)).toMatchObject({ mark: null });
      await cast.teacher.browser
        .put(`/api/works/${work.id}/check`)
        .send({
          version: work.version,
          balls: questions.map((q) => ({ question_id: q.id, ball: q.ball })),
          finish: true,
        })
        .expect(200);
      const res = await cast.teacher.browser.get(`/api/journal?group_id=${groupId}${query}`);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(cellOf(res.body as JournalGrid, cast.student.user, task)).toMatchObject({
        mark: { scale: 'points', ball: 10, max_ball: 10 },
        status: WorkStatus.Checked,
      });
    });

    it('shows the latest checked attempt’s mark and the latest attempt’s state', async () => {
      const { id: subjectId, query } = await subjectQuery();
      const task = await fivePointTask(app, cast.teacher.user, { subjectId, canRepeated: true });
      await checkedWork(app, task, cast.student.user, 5, five(3));
      await checkedWork(app, task, cast.student.user, 10, five(5), { attempt: 2 });
      await createWork(app, task, cast.student.user, { attempt: 3 });
      expect(cellOf(await grid(query), cast.student.user, task)).toMatchObject({
        mark: five(5),
        status: WorkStatus.Draft,
      });
    });

    it('keeps to the period (the deadline, else the creation day) and leaves out withdrawn works', async () => {
      const { id: subjectId, query } = await subjectQuery();
      const may = Date.UTC(2026, 4, 10, 12);
      const inMay = await fivePointTask(app, cast.teacher.user, { subjectId, deadline: may });
      const inJune = await fivePointTask(app, cast.teacher.user, {
        subjectId,
        deadline: may + 30 * DAY,
      });
      const withdrawn = await fivePointTask(app, cast.teacher.user, { subjectId, deadline: may });
      await createWork(app, inMay, cast.student.user);
      await createWork(app, inJune, cast.student.user);
      await createWork(app, withdrawn, cast.student.user, { withdrawnAt: Date.now() });
      const g = await grid(`${query}&from=2026-05-10&to=2026-05-10`);
      expect(g.tasks.map((t) => t.id)).toEqual([inMay.id]);
      expect((await grid(`${query}&from=2026-05-11`)).tasks.map((t) => t.id)).toEqual([inJune.id]);
      expect((await grid(`${query}&to=2026-06-30`)).tasks.map((t) => t.id)).toEqual([
        inMay.id,
        inJune.id,
      ]);
    });

    it('heads each column with the max balls its works were sent with, not the task’s current one', async () => {
      const { id: subjectId, query } = await subjectQuery();
      const revisions = app.get(TaskRevisions);
      const tasks = app.get(DataSource).getRepository(TaskRow);
      const mixed = await fivePointTask(app, cast.teacher.user, { subjectId, title: 'Mixed' });
      const edited = await fivePointTask(app, cast.teacher.user, { subjectId, title: 'Edited' });
      const out = async (task: Task): Promise<number> => (await revisions.freeze(task.id)).id;
      const [mixedTen, editedTen] = [await out(mixed), await out(edited)];
      await checkedWork(app, mixed, cast.student.user, 9, five(5), { taskRevisionId: mixedTen });
      await checkedWork(app, edited, cast.student.user, 9, five(5), { taskRevisionId: editedTen });
      await tasks.update({ id: In([mixed.id, edited.id]) }, { maxBall: 12 });
      await checkedWork(app, mixed, second, 6, five(3), { taskRevisionId: await out(mixed) });
      const g = await grid(query);
      const column = (task: Task) => g.tasks.find((t) => t.id === task.id);
      expect(column(mixed)).toMatchObject({ max_ball: 12, max_balls: [10, 12] });
      expect(column(edited)).toMatchObject({ max_ball: 12, max_balls: [10] });
      expect(cellOf(g, second, edited)).toBeNull();
    });

    it('answers 403 for another teacher’s group or subject, 404 for none', async () => {
      const other = await createGroup(app, cast.otherTeacher.user, [cast.otherStudent.user]);
      await cast.teacher.browser.get(`/api/journal?group_id=${other.id}`).expect(403);
      await cast.teacher.browser.get(`/api/journal?group_id=${other.id + 1000}`).expect(404);
      const subject = await createSubject(app, cast.otherTeacher.user);
      await cast.teacher.browser
        .get(`/api/journal?group_id=${groupId}&subject_id=${subject.id}`)
        .expect(403);
    });

    it.each([
      ['group_id=abc', 'group_id', 'Group must be a whole number.'],
      ['group_id=1&from=2026-02-30', 'from', 'Give the date as YYYY-MM-DD.'],
      ['group_id=1&to=10.05.2026', 'to', 'Give the date as YYYY-MM-DD.'],
      [
        'group_id=1&from=2026-05-10&to=2026-05-09',
        'to',
        'The end of the period must not be before its start.',
      ],
    ])('refuses ?%s with 422 on %s', async (query, field, text) => {
      const res = await cast.teacher.browser
        .get(`/api/journal?${query}`)
        .set('Accept-Language', 'en')
        .expect(422);
      expect((res.body as { errors: Record<string, string[]> }).errors[field]).toEqual([text]);
    });

    it('says it in Russian too', async () => {
      const res = await cast.teacher.browser
        .get('/api/journal?group_id=1&from=2026-13-01')
        .expect(422);
      expect(res.body).toMatchObject({ errors: { from: ['Укажите дату в виде ГГГГ-ММ-ДД.'] } });
    });
  });

  describe('weights and excuses', () => {
    it('weighs a task in the weighted average only', async () => {
      const { id: subjectId, query } = await subjectQuery();
      const test = await fivePointTask(app, cast.teacher.user, { subjectId });
      const homework = await fivePointTask(app, cast.teacher.user, { subjectId });
      await checkedWork(app, test, cast.student.user, 5, five(3));
      await checkedWork(app, homework, cast.student.user, 10, five(5));
      const res = await cast.teacher.browser
        .put(`/api/journal/weights/${test.id}`)
        .send({ weight: 3 })
        .expect(200);
      expect(res.body).toEqual({ task_id: test.id, weight: 3 });
      const g = await grid(query);
      expect(g.tasks.find((t) => t.id === test.id)?.weight).toBe(3);
      // (3×3 + 5×1) / 4 = 3.5; the arithmetic mean stays 4.
      expect(rowOf(g, cast.student.user).averages).toMatchObject({ mean: 4, weighted_mean: 3.5 });
    });

    it.each([0, 11, 1.5, '2', null])('refuses the weight %p with 422', async (weight) => {
      const task = await fivePointTask(app, cast.teacher.user);
      const res = await cast.teacher.browser
        .put(`/api/journal/weights/${task.id}`)
        .set('Accept-Language', 'en')
        .send({ weight })
        .expect(422);
      expect(res.body).toMatchObject({
        errors: { weight: ['The weight must be a whole number from 1 to 10.'] },
      });
    });

    it('excuses a cell (out of the averages) and takes the excuse back', async () => {
      const { id: subjectId, query } = await subjectQuery();
      const task = await fivePointTask(app, cast.teacher.user, { subjectId });
      const other = await fivePointTask(app, cast.teacher.user, { subjectId });
      await checkedWork(app, task, cast.student.user, 5, five(2));
      await checkedWork(app, other, cast.student.user, 10, five(5));
      const url = `/api/journal/excuses/${task.id}/${cast.student.user.id}`;
      expect((await cast.teacher.browser.put(url).expect(200)).body).toEqual({
        task_id: task.id,
        student_id: cast.student.user.id,
        excused: true,
      });
      await cast.teacher.browser.put(url).expect(200);
      let g = await grid(query);
      expect(cellOf(g, cast.student.user, task)).toMatchObject({ excused: true, mark: five(2) });
      expect(rowOf(g, cast.student.user).averages).toMatchObject({ mean: 5, five_point_count: 1 });
      await cast.teacher.browser.delete(url).expect(200);
      g = await grid(query);
      expect(cellOf(g, cast.student.user, task)).toMatchObject({ excused: false });
      expect(rowOf(g, cast.student.user).averages).toMatchObject({ mean: 3.5 });
    });

    it('answers 403 for another teacher’s task, 404 for a stranger student', async () => {
      const mine = await fivePointTask(app, cast.teacher.user);
      const theirs = await fivePointTask(app, cast.otherTeacher.user);
      await cast.teacher.browser
        .put(`/api/journal/excuses/${theirs.id}/${cast.student.user.id}`)
        .expect(403);
      await cast.teacher.browser
        .put(`/api/journal/excuses/${mine.id}/${cast.otherStudent.user.id}`)
        .expect(404);
      await cast.teacher.browser
        .put(`/api/journal/weights/${theirs.id}`)
        .send({ weight: 2 })
        .expect(403);
    });
  });

  describe('GET /api/journal/mine', () => {
    it('gives the student their marks per subject, oldest first, with averages', async () => {
      const student = cast.otherStudent;
      const subject = await createSubject(app, cast.otherTeacher.user, 'Алгебра');
      const a = await fivePointTask(app, cast.otherTeacher.user, { subjectId: subject.id });
      const b = await fivePointTask(app, cast.otherTeacher.user, { subjectId: subject.id });
      const c = await fivePointTask(app, cast.otherTeacher.user);
      await checkedWork(app, b, student.user, 10, five(5), { checkedAt: 2000 });
      await checkedWork(app, a, student.user, 7, five(4), { checkedAt: 1000 });
      await checkedWork(app, c, student.user, 5, five(3), { checkedAt: 3000 });
      await createWork(app, c, cast.student.user);
      const res = await student.browser.get('/api/journal/mine').expect(200);
      const journal = res.body as StudentJournal;
      expect(journal.subjects.map((s) => s.subject?.name ?? null)).toEqual(['Алгебра', null]);
      expect(journal.subjects[0]?.marks.map((m) => [m.task_id, m.percent])).toEqual([
        [a.id, 70],
        [b.id, 100],
      ]);
      expect(journal.subjects[0]?.averages).toMatchObject({ mean: 4.5, percent: 85 });
      await cast.teacher.browser.get('/api/journal/mine').expect(403);
    });
  });

  describe('export', () => {
    const exportOf = (query: string) =>
      cast.teacher.browser
        .get(`/api/journal/export?group_id=${groupId}${query}`)
        .buffer(true)
        .parse(binary);

    async function smallGrid(): Promise<{ query: string; task: Task }> {
      const { id: subjectId, query } = await subjectQuery();
      const task = await fivePointTask(app, cast.teacher.user, {
        subjectId,
        title: 'Контрольная; №1',
        deadline: Date.UTC(2026, 4, 12),
      });
      await checkedWork(app, task, cast.student.user, 9, five(5));
      await checkedWork(app, task, second, 7, five(4), { late: true });
      await cast.teacher.browser.put(`/api/journal/weights/${task.id}`).send({ weight: 2 });
      return { query, task };
    }

    it('writes CSV for Russian Excel: UTF-8 with BOM, `;`, decimal commas', async () => {
      const { query } = await smallGrid();
      const res = await exportOf(`${query}&format=csv`).expect(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="journal-.*\.csv"$/,
      );
      const body = res.body as Buffer;
      expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(body.subarray(3).toString('utf8').split('\r\n')).toEqual([
        'Ученик;"Контрольная; №1 (12.05.2026, вес 2)";Средний балл;Средневзвешенный балл;Средний процент',
        'Аня;4 (с опозданием);4;4;70',
        'Student;5;5;5;90',
        '',
      ]);
    });

    it('writes XLSX with numbers where the marks are bare, in English on request', async () => {
      const { query } = await smallGrid();
      const res = await exportOf(`${query}&format=xlsx`).set('Accept-Language', 'en').expect(200);
      expect(res.headers['content-type']).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      const book = new Workbook();
      await book.xlsx.load(Uint8Array.from(res.body as Buffer).buffer);
      const sheet = book.getWorksheet('Journal');
      expect(sheet?.getRow(1).getCell(1).value).toBe('Student');
      expect(sheet?.getRow(2).getCell(2).value).toBe('4 (late)');
      expect(sheet?.getRow(3).getCell(2).value).toBe(5);
      expect(sheet?.getRow(3).getCell(4).value).toBe(5);
    });

    it('refuses a grid past JOURNAL_EXPORT_SYNC_MAX_CELLS (409) and a bad format (422)', async () => {
      const { id: subjectId, query } = await subjectQuery();
      for (let i = 0; i < 4; i += 1) {
        const task = await fivePointTask(app, cast.teacher.user, { subjectId });
        await createWork(app, task, cast.student.user);
      }
      const res = await cast.teacher.browser
        .get(`/api/journal/export?group_id=${groupId}${query}&format=csv`)
        .set('Accept-Language', 'en')
        .expect(409);
      expect(res.body).toEqual({
        message:
          'This journal is too large to export at once. Prepare the file in the background instead.',
        code: 'export_too_large',
      });
      const bad = await cast.teacher.browser
        .get(`/api/journal/export?group_id=${groupId}&format=pdf`)
        .set('Accept-Language', 'en')
        .expect(422);
      expect(bad.body).toMatchObject({ errors: { format: ['Choose CSV or XLSX.'] } });
    });

    /** Polls a queued export until it has settled. */
    const settled = async (
      id: number,
    ): Promise<{ status: string; download_url: string | null; done: number }> => {
      let job = { status: 'queued', download_url: null as string | null, done: 0 };
      for (let i = 0; i < 100 && job.status !== 'done' && job.status !== 'failed'; i += 1) {
        await new Promise((resolve) => setImmediate(resolve));
        job = (await cast.teacher.browser.get(`/api/journal/exports/${id}`).expect(200))
          .body as typeof job;
      }
      return job;
    };

    it('runs a queued export with progress and a download link', async () => {
      const { query } = await smallGrid();
      const subjectId = Number(/subject_id=(\d+)/.exec(query)?.[1]);
      const created = await cast.teacher.browser
        .post('/api/journal/exports')
        .send({ group_id: groupId, subject_id: subjectId, format: 'csv' })
        .expect(202);
      expect(created.body).toMatchObject({ format: 'csv', total: 2, download_url: null });
      const id = (created.body as { id: number }).id;
      const job = await settled(id);
      expect(job).toMatchObject({
        status: 'done',
        done: 2,
        download_url: `/api/journal/exports/${id}/file`,
      });
      const file = await cast.teacher.browser
        .get(job.download_url ?? '')
        .buffer(true)
        .parse(binary)
        .expect(200);
      expect((file.body as Buffer).toString('utf8')).toContain('Student;5;5;5;90');
      await cast.otherTeacher.browser.get(`/api/journal/exports/${id}`).expect(403);
      await cast.otherTeacher.browser.get(`/api/journal/exports/${id}/file`).expect(403);
    });

    it('takes up an export whose worker was lost, and forgets finished ones after a day', async () => {
      const { query } = await smallGrid();
      const subjectId = Number(/subject_id=(\d+)/.exec(query)?.[1]);
      const rows = app.get(DataSource).getRepository(JournalExport);
      const now = app.get(Clock).now();
      const lost = await rows.save(
        rows.create({
          teacherId: cast.teacher.user.id,
          format: 'csv',
          locale: 'en',
          query: { group_id: groupId, subject_id: subjectId },
          status: 'running',
          done: 0,
          total: 2,
          fileName: null,
          createdAt: now - EXPORT_STALLED_MS - 1,
          finishedAt: null,
        }),
      );
      const sweeper = app.get(JournalExportSweeper);
      await sweeper.sweep();
      const job = await settled(lost.id);
      expect(job).toMatchObject({ status: 'done', done: 2 });

      const { fileName } = await rows.findOneByOrFail({ id: lost.id });
      await rows.update({ id: lost.id }, { finishedAt: now - EXPORT_KEPT_MS - 1 });
      await sweeper.sweep();
      await cast.teacher.browser.get(`/api/journal/exports/${lost.id}`).expect(404);
      await expect(
        app.get(FileStorage).read(journalExportKey(fileName ?? '')),
      ).rejects.toBeInstanceOf(StoredBytesMissingError);
    });
  });
});
