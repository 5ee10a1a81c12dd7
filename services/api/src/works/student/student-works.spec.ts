import type { INestApplication } from '@nestjs/common';
import { QuestionType, WorkStatus, type WorkSummary, type WorkView } from '@tutor/contracts';
import { advanceClock, signedInBrowser, type TestBrowser } from '../../testing/browser';
import { createTestApp } from '../../testing/test-app';
import {
  createAnswer,
  createCast,
  createStoredFile,
  createSubject,
  createTask,
  createWork,
  deleteTask,
  type Cast,
} from '../testing/works-fixtures';

const HOUR = 3_600_000;

describe("the student's works", () => {
  let app: INestApplication;
  let cast: Cast<TestBrowser>;

  beforeAll(async () => {
    app = await createTestApp({ WORK_TIMER_SWEEP_MS: '60000' });
  });
  beforeEach(async () => {
    cast = await createCast(app, signedInBrowser);
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });
  afterAll(async () => {
    await app.close();
  });

  const list = async (browser: TestBrowser): Promise<WorkSummary[]> =>
    (await browser.get('/api/works').expect(200)).body as WorkSummary[];

  const view = async (browser: TestBrowser, workId: number): Promise<WorkView> =>
    (await browser.get(`/api/works/${workId}`).expect(200)).body as WorkView;

  describe('GET /api/works', () => {
    it('lists own works newest first, with the task, subject, deadline and late flag', async () => {
      const subject = await createSubject(app, cast.teacher.user, 'Maths');
      const deadline = Date.now() + HOUR;
      const { task: first } = await createTask(app, cast.teacher.user, { title: 'First' });
      const { task: second } = await createTask(app, cast.teacher.user, {
        title: 'Second',
        subjectId: subject.id,
        deadline,
      });
      const older = await createWork(app, first, cast.student.user, {
        createdAt: Date.now() - HOUR,
      });
      const newer = await createWork(app, second, cast.student.user, {
        status: WorkStatus.Submitted,
        late: true,
      });
      expect(await list(cast.student.browser)).toEqual([
        {
          id: newer.id,
          task_id: second.id,
          title: 'Second',
          subject: { id: subject.id, name: 'Maths' },
          status: WorkStatus.Submitted,
          attempt: 1,
          resubmitted: false,
          returned: false,
          overdue: false,
          todo: false,
          timer_minutes: 0,
          ends_at: null,
          deadline,
          late: true,
          started_at: null,
          submitted_at: newer.submittedAt,
          ball: null,
          max_ball: 10,
          mark: null,
          created_at: newer.createdAt,
        },
        expect.objectContaining({ id: older.id, title: 'First', subject: null, deadline: null }),
      ]);
    });

    it('leaves out withdrawn works and works of deleted tasks', async () => {
      const { task } = await createTask(app, cast.teacher.user);
      const { task: deleted } = await createTask(app, cast.teacher.user);
      const kept = await createWork(app, task, cast.student.user);
      await createWork(app, task, cast.student.user, { attempt: 2, withdrawnAt: Date.now() });
      await createWork(app, deleted, cast.student.user);
      await deleteTask(app, deleted.id, { withdrawWorks: false });
      expect((await list(cast.student.browser)).map((work) => work.id)).toEqual([kept.id]);
    });

    it('shows ball and mark only once checked', async () => {
      const { task } = await createTask(app, cast.teacher.user);
      const mark = { scale: 'points', ball: 7, max_ball: 10 } as const;
      const checked = await createWork(app, task, cast.student.user, {
        status: WorkStatus.Checked,
        ball: 7,
        mark,
      });
      const drafted = await createWork(app, task, cast.student.user, {
        attempt: 2,
        status: WorkStatus.BeingChecked,
        ball: 5,
        mark,
      });
      const works = await list(cast.student.browser);
      expect(works.find((w) => w.id === checked.id)).toMatchObject({ ball: 7, mark });
      expect(works.find((w) => w.id === drafted.id)).toMatchObject({ ball: null, mark: null });
    });
  });

  describe('GET /api/works/:id', () => {
    async function answeredWork(fields: { status: WorkStatus; showAnswers?: boolean }) {
      const { task, questions } = await createTask(app, cast.teacher.user, {
        showAnswers: fields.showAnswers ?? false,
        decision: 'Half plus a quarter.',
      });
      const work = await createWork(app, task, cast.student.user, {
        status: fields.status,
        ball: fields.status === WorkStatus.Checked ? 6 : null,
        mark:
          fields.status === WorkStatus.Checked ? { scale: 'points', ball: 6, max_ball: 10 } : null,
      });
      await createAnswer(app, work, questions[0], { choice_ids: ['a'] }, { autoBall: 2 });
      await createAnswer(app, work, questions[2], { text: 'Three quarters' }, { ball: 4 });
      return { task, questions, work };
    }

    it('hides correct options, balls and the decision from the student before 4', async () => {
      const { work, questions } = await answeredWork({
        status: WorkStatus.BeingChecked,
        showAnswers: true,
      });
      const page = await view(cast.student.browser, work.id);
      expect(page.questions[0]).toEqual({
        id: questions[0]?.id,
        position: 0,
        type: QuestionType.SingleChoice,
        text: 'Question 1',
        ball: 2,
        options: [
          { id: 'a', text: 'Option a' },
          { id: 'b', text: 'Option b' },
          { id: 'c', text: 'Option c' },
        ],
      });
      expect(page.answers).toEqual([
        {
          question_id: questions[0]?.id,
          value: { choice_ids: ['a'] },
          auto_ball: null,
          auto_checked: false,
          ball: null,
        },
        {
          question_id: questions[2]?.id,
          value: { text: 'Three quarters' },
          auto_ball: null,
          auto_checked: false,
          ball: null,
        },
      ]);
      expect(page).toMatchObject({ decision: null, ball: null, mark: null, attempts: [] });
    });

    it('shows the student ball, mark and attempts after 4, but not the answers without show_answers', async () => {
      const { work, questions } = await answeredWork({ status: WorkStatus.Checked });
      const page = await view(cast.student.browser, work.id);
      expect(page.questions[0]).not.toHaveProperty('correct');
      expect(page.answers).toEqual([
        {
          question_id: questions[0]?.id,
          value: { choice_ids: ['a'] },
          auto_ball: 2,
          auto_checked: true,
          ball: 2,
        },
        {
          question_id: questions[2]?.id,
          value: { text: 'Three quarters' },
          auto_ball: null,
          auto_checked: false,
          ball: 4,
        },
      ]);
      expect(page).toMatchObject({
        decision: null,
        ball: 6,
        mark: { scale: 'points', ball: 6, max_ball: 10 },
        attempts: [{ id: work.id, attempt: 1, status: WorkStatus.Checked, ball: 6 }],
      });
    });

    it('shows the student the correct options and the decision after 4 with show_answers', async () => {
      const { work } = await answeredWork({ status: WorkStatus.Checked, showAnswers: true });
      const page = await view(cast.student.browser, work.id);
      expect(page.questions.map((q) => q.correct)).toEqual([['a'], ['a', 'c'], undefined]);
      expect(page.decision).toBe('Half plus a quarter.');
    });

    it('shows the teacher everything at any status', async () => {
      const { work, questions } = await answeredWork({ status: WorkStatus.Submitted });
      const page = await view(cast.teacher.browser, work.id);
      expect(page.questions.map((q) => q.correct)).toEqual([['a'], ['a', 'c'], undefined]);
      expect(page.answers[0]).toEqual({
        question_id: questions[0]?.id,
        value: { choice_ids: ['a'] },
        auto_ball: 2,
        auto_checked: true,
        ball: 2,
      });
      expect(page.decision).toBe('Half plus a quarter.');
      expect(page.attempts).toEqual([
        { id: work.id, attempt: 1, status: WorkStatus.Submitted, ball: null },
      ]);
    });

    it('describes the work: student, task settings, timer end and the server clock', async () => {
      const subject = await createSubject(app, cast.teacher.user, 'Physics');
      const deadline = Date.now() + 2 * HOUR;
      const { task } = await createTask(app, cast.teacher.user, {
        title: 'Motion',
        subjectId: subject.id,
        criteria: 'Units matter.',
        timerMinutes: 30,
        deadline,
        postDeadlineAllowed: true,
        allowQuestionCopy: false,
        canRepeated: true,
      });
      const startedAt = Date.now() - 60_000;
      const work = await createWork(app, task, cast.student.user, { startedAt });
      advanceClock(app, 1000);
      const before = Date.now() + 1000;
      const page = await view(cast.student.browser, work.id);
      expect(page).toMatchObject({
        id: work.id,
        task_id: task.id,
        student: {
          id: cast.student.user.id,
          first_name: 'Student',
          email: cast.student.user.email,
        },
        title: 'Motion',
        subject: { id: subject.id, name: 'Physics' },
        criteria: 'Units matter.',
        status: WorkStatus.Draft,
        attempt: 1,
        version: work.version,
        max_ball: 10,
        timer_minutes: 30,
        ends_at: startedAt + 30 * 60_000,
        deadline,
        post_deadline_allowed: true,
        allow_question_copy: false,
        can_repeated: true,
        can_start_new_attempt: false,
        late: false,
        started_at: startedAt,
        submitted_at: null,
        checked_at: null,
      });
      expect(page.now).toBeGreaterThanOrEqual(before);
    });

    it('has no timer end without a timer or before the start', async () => {
      const { task: untimed } = await createTask(app, cast.teacher.user);
      const started = await createWork(app, untimed, cast.student.user, { startedAt: Date.now() });
      expect((await view(cast.student.browser, started.id)).ends_at).toBeNull();
      const { task: timed } = await createTask(app, cast.teacher.user, { timerMinutes: 10 });
      const fresh = await createWork(app, timed, cast.student.user);
      expect((await view(cast.student.browser, fresh.id)).ends_at).toBeNull();
    });

    it('gives file and audio answers a file link through the work, video answers a player', async () => {
      const { task, questions } = await createTask(app, cast.teacher.user, {
        questions: [
          { type: QuestionType.File, ball: 1 },
          { type: QuestionType.Audio, ball: 1 },
          { type: QuestionType.VideoLink, ball: 1 },
        ],
      });
      const work = await createWork(app, task, cast.student.user);
      const file = await createStoredFile(app, cast.student.user, 'essay', 'essay.txt');
      const audio = await createStoredFile(app, cast.student.user, 'ogg', 'voice.ogg');
      await createAnswer(app, work, questions[0], { file_id: file.id });
      await createAnswer(app, work, questions[1], { file_id: audio.id });
      await createAnswer(app, work, questions[2], { link: 'https://youtu.be/dQw4w9WgXcQ' });
      const page = await view(cast.teacher.browser, work.id);
      expect(page.answers.map((a) => a.file ?? a.embed_url)).toEqual([
        {
          id: file.id,
          name: 'essay.txt',
          size: 5,
          mime: 'text/plain',
          kind: 'other',
          url: `/api/works/${work.id}/files/${file.id}`,
          pages: 0,
          pages_url: `/api/works/${work.id}/files/${file.id}/pages`,
        },
        {
          id: audio.id,
          name: 'voice.ogg',
          size: 3,
          mime: 'text/plain',
          kind: 'other',
          url: `/api/works/${work.id}/files/${audio.id}`,
          pages: 0,
          pages_url: `/api/works/${work.id}/files/${audio.id}/pages`,
        },
        'https://www.youtube.com/embed/dQw4w9WgXcQ',
      ]);
    });
  });

  describe('POST /api/works/:id/start', () => {
    it('starts the timer once and keeps the draft status', async () => {
      const { task } = await createTask(app, cast.teacher.user, { timerMinutes: 20 });
      const work = await createWork(app, task, cast.student.user);
      const first = (await cast.student.browser.post(`/api/works/${work.id}/start`).expect(200))
        .body as WorkView;
      expect(first.status).toBe(WorkStatus.Draft);
      expect(first.started_at).toEqual(expect.any(Number));
      expect(first.ends_at).toBe((first.started_at ?? 0) + 20 * 60_000);
      advanceClock(app, 60_000);
      const again = (await cast.student.browser.post(`/api/works/${work.id}/start`).expect(200))
        .body as WorkView;
      expect(again.started_at).toBe(first.started_at);
      expect(again.version).toBe(first.version);
    });

    it('leaves a submitted work as it is', async () => {
      const { task } = await createTask(app, cast.teacher.user);
      const work = await createWork(app, task, cast.student.user, { status: WorkStatus.Submitted });
      const res = await cast.student.browser.post(`/api/works/${work.id}/start`).expect(200);
      expect(res.body).toMatchObject({ status: WorkStatus.Submitted, started_at: null });
    });
  });
});
