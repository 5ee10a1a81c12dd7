import type { INestApplication } from '@nestjs/common';
import { ServerMessage, WorkRefusalCode, WorkStatus } from '@tutor/contracts';
import { openBrowser, type TestBrowser } from '../testing/browser';
import {
  createAnswer,
  createStoredFile,
  createTask,
  createWork,
  deleteTask,
  worksRepository,
  type Cast,
} from './testing/works-fixtures';
import type { Work } from './work.entity';
import { useWorksApp } from './testing/use-works-app';

type Who = 'anonymous' | 'student' | 'otherStudent' | 'teacher' | 'otherTeacher';
type Call = (browser: TestBrowser, work: Work) => ReturnType<TestBrowser['get']>;

interface Route {
  name: string;
  call: Call;
  /** The work the route is tried on. */
  work?: Partial<Work> & { canRepeated?: boolean };
  /** Who gets through, with the status they get. */
  allowed: Partial<Record<Who, number>>;
}

const STUDENT_ROUTE = { student: 200 } as const;
const TEACHER_ROUTE = { teacher: 200 } as const;
const SUBMITTED = { status: WorkStatus.Submitted } as const;

const ROUTES: Route[] = [
  {
    name: 'GET /api/works/:id',
    call: (b, w) => b.get(`/api/works/${w.id}`),
    allowed: { student: 200, teacher: 200 },
  },
  {
    name: 'POST /api/works/:id/start',
    call: (b, w) => b.post(`/api/works/${w.id}/start`),
    allowed: STUDENT_ROUTE,
  },
  {
    name: 'PUT /api/works/:id/answers',
    call: (b, w) => b.put(`/api/works/${w.id}/answers`).send({ version: w.version, answers: [] }),
    allowed: STUDENT_ROUTE,
  },
  {
    name: 'POST /api/works/:id/submit',
    call: (b, w) => b.post(`/api/works/${w.id}/submit`).send({ version: w.version }),
    allowed: STUDENT_ROUTE,
  },
  {
    name: 'POST /api/works/:id/attempts',
    call: (b, w) => b.post(`/api/works/${w.id}/attempts`),
    work: { status: WorkStatus.Checked, canRepeated: true },
    allowed: { student: 201 },
  },
  {
    name: 'GET /api/works/:id/files/:fileId',
    call: (b, w) => b.get(`/api/works/${w.id}/files/${fileIdOf(w)}`),
    allowed: { student: 200, teacher: 200 },
  },
  {
    name: 'POST /api/works/:id/open',
    call: (b, w) => b.post(`/api/works/${w.id}/open`),
    work: SUBMITTED,
    allowed: TEACHER_ROUTE,
  },
  {
    name: 'PUT /api/works/:id/check',
    call: (b, w) =>
      b.put(`/api/works/${w.id}/check`).send({ version: w.version, balls: [], finish: false }),
    work: SUBMITTED,
    allowed: TEACHER_ROUTE,
  },
  {
    name: 'POST /api/works/:id/return',
    call: (b, w) =>
      b.post(`/api/works/${w.id}/return`).send({ version: w.version, comment: 'Redo it.' }),
    work: SUBMITTED,
    allowed: TEACHER_ROUTE,
  },
  {
    name: 'DELETE /api/works/:id',
    call: (b, w) => b.delete(`/api/works/${w.id}`),
    work: SUBMITTED,
    allowed: { teacher: 204 },
  },
];

const files = new Map<number, number>();
const fileIdOf = (work: Work): number => files.get(work.taskId) ?? 0;

describe('rights on every works route', () => {
  let app: INestApplication;
  let cast: Cast<TestBrowser>;
  let anonymous: TestBrowser;

  useWorksApp({}, (created) => ({ app, cast } = created));

  beforeAll(async () => {
    anonymous = await openBrowser(app);
  });

  const browserOf = (who: Who): TestBrowser =>
    who === 'anonymous' ? anonymous : cast[who].browser;

  /** A work of the cast's student on a task of the cast's teacher, with an answered file. */
  async function workFor(route: Route): Promise<Work> {
    const { canRepeated = false, ...fields } = route.work ?? {};
    const { task, questions } = await createTask(app, cast.teacher.user, {
      canRepeated,
      questions: [{ type: 'file', ball: 1 }],
    });
    const work = await createWork(app, task, cast.student.user, fields);
    const file = await createStoredFile(app, cast.student.user);
    await createAnswer(app, work, questions[0], { file_id: file.id });
    files.set(task.id, file.id);
    return work;
  }

  describe.each(ROUTES)('$name', (route) => {
    const everyone: Who[] = ['anonymous', 'student', 'otherStudent', 'teacher', 'otherTeacher'];

    it.each(everyone)('answers %s as the rules say', async (who) => {
      const work = await workFor(route);
      const res = await route.call(browserOf(who), work);
      const allowed = route.allowed[who];
      if (allowed !== undefined) {
        expect(res.status).toBe(allowed);
      } else if (who === 'anonymous') {
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ message: ServerMessage.Unauthenticated });
      } else {
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ message: ServerMessage.Unauthorized });
      }
    });

    const owner = (): Who => (route.allowed.student === undefined ? 'teacher' : 'student');

    it('answers WorkNotFound for a withdrawn work', async () => {
      const work = await workFor(route);
      await worksRepository(app).update({ id: work.id }, { withdrawnAt: Date.now() });
      const res = await route.call(browserOf(owner()), work).set('Accept-Language', 'en');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        message: 'The work was not found or is no longer available.',
        code: WorkRefusalCode.NotFound,
      });
    });

    it('answers WorkNotFound when the task was deleted', async () => {
      const work = await workFor(route);
      await deleteTask(app, work.taskId, { withdrawWorks: false });
      const res = await route.call(browserOf(owner()), work);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: WorkRefusalCode.NotFound });
    });

    it.each(['999999999', 'abc', '1e3', '-1', '99999999999'])(
      'answers WorkNotFound for the work id %s',
      async (id) => {
        const work = await workFor(route);
        const res = await route.call(browserOf(owner()), { ...work, id: id as unknown as number });
        expect(res.status).toBe(404);
        expect(res.body).toMatchObject({ code: WorkRefusalCode.NotFound });
      },
    );
  });

  describe('the lists', () => {
    it('GET /api/works: 401 anonymous, 403 teachers, each student only their own', async () => {
      const { task } = await createTask(app, cast.teacher.user);
      const own = await createWork(app, task, cast.student.user);
      const { task: otherTask } = await createTask(app, cast.otherTeacher.user);
      const others = await createWork(app, otherTask, cast.otherStudent.user);
      await anonymous.get('/api/works').expect(401);
      await cast.teacher.browser.get('/api/works').expect(403);
      await cast.otherTeacher.browser.get('/api/works').expect(403);
      const mine = await cast.student.browser.get('/api/works').expect(200);
      const ids = (mine.body as { id: number }[]).map((work) => work.id);
      expect(ids).toContain(own.id);
      expect(ids).not.toContain(others.id);
    });

    it('GET /api/checks: 401 anonymous, 403 students, each teacher only their own', async () => {
      const { task } = await createTask(app, cast.teacher.user);
      const own = await createWork(app, task, cast.student.user, SUBMITTED);
      await anonymous.get('/api/checks').expect(401);
      await cast.student.browser.get('/api/checks').expect(403);
      await cast.otherStudent.browser.get('/api/checks').expect(403);
      const theirs = await cast.otherTeacher.browser.get('/api/checks').expect(200);
      const ids = (theirs.body as { items: { work_id: number }[] }).items.map((i) => i.work_id);
      expect(ids).not.toContain(own.id);
    });

    it("GET /api/tasks/:taskId/works: only the task's teacher", async () => {
      const { task } = await createTask(app, cast.teacher.user);
      const work = await createWork(app, task, cast.student.user, SUBMITTED);
      const url = `/api/tasks/${task.id}/works`;
      await anonymous.get(url).expect(401);
      await cast.student.browser.get(url).expect(403);
      await cast.otherStudent.browser.get(url).expect(403);
      const refused = await cast.otherTeacher.browser.get(url).expect(403);
      expect(refused.body).toEqual({ message: ServerMessage.Unauthorized });
      const res = await cast.teacher.browser.get(url).expect(200);
      expect((res.body as { work_id: number }[]).map((item) => item.work_id)).toEqual([work.id]);
    });

    it.each(['999999999', 'abc', '0'])('GET /api/tasks/%s/works: 404 Not Found.', async (id) => {
      const res = await cast.teacher.browser.get(`/api/tasks/${id}/works`).expect(404);
      expect(res.body).toEqual({ message: ServerMessage.NotFound });
    });

    it('GET /api/tasks/:taskId/works of a deleted task: 404 Not Found.', async () => {
      const { task } = await createTask(app, cast.teacher.user);
      await deleteTask(app, task.id);
      const res = await cast.teacher.browser.get(`/api/tasks/${task.id}/works`).expect(404);
      expect(res.body).toEqual({ message: ServerMessage.NotFound });
    });
  });
});
