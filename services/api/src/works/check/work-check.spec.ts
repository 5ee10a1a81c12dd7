import type { INestApplication } from '@nestjs/common';
import { getRepositoryToken } from '@nestjs/typeorm';
import {
  WorkRefusalCode,
  WorkStatus,
  type Mark,
  type ScaleOptions,
  type WorkComment,
  type WorkView,
} from '@tutor/contracts';
import type { Repository } from 'typeorm';
import { Comment } from '../../comments/comment.entity';
import { openBrowser, TEST_PASSWORD, type TestBrowser } from '../../testing/browser';
import type { TaskQuestion } from '../../tasks/task-question.entity';
import {
  createAnswer,
  createTask,
  createWork,
  worksRepository,
  type Cast,
} from '../testing/works-fixtures';
import type { Work } from '../work.entity';
import { useWorksApp } from '../testing/use-works-app';

describe('checking a work', () => {
  let app: INestApplication;
  let cast: Cast<TestBrowser>;

  useWorksApp({}, (created) => ({ app, cast } = created));

  /**
   * A submitted work with the default questions (single 2, multiple 3, text 5): the single
   * choice right (auto 2), the multiple choice wrong (auto 0), the text unscored.
   */
  async function submittedWork(
    fields: Partial<Work> = {},
    scale: ScaleOptions = { scale: 'points' },
  ): Promise<{ work: Work; q: TaskQuestion[] }> {
    const { task, questions } = await createTask(app, cast.teacher.user, { scale });
    const work = await createWork(app, task, cast.student.user, {
      status: WorkStatus.Submitted,
      ...fields,
    });
    await createAnswer(app, work, questions[0], { choice_ids: ['a'] }, { autoBall: 2 });
    await createAnswer(app, work, questions[1], { choice_ids: ['a'] }, { autoBall: 0 });
    await createAnswer(app, work, questions[2], { text: 'My answer' });
    return { work, q: questions };
  }

  const id = (questions: TaskQuestion[], index: number): number => questions[index]?.id ?? 0;

  const check = (work: Work, body: object, browser = cast.teacher.browser) =>
    browser.put(`/api/works/${work.id}/check`).set('Accept-Language', 'en').send(body);

  const stored = (work: Work) => worksRepository(app).findOneByOrFail({ id: work.id });

  describe('POST /api/works/:id/open', () => {
    it.each([WorkStatus.Submitted, WorkStatus.Resubmitted])(
      'moves %s to 3 (being checked)',
      async (status) => {
        const { work } = await submittedWork({ status });
        const res = await cast.teacher.browser.post(`/api/works/${work.id}/open`).expect(200);
        expect(res.body).toMatchObject({
          status: WorkStatus.BeingChecked,
          version: work.version + 1,
        });
      },
    );

    it('leaves 3 as it is', async () => {
      const { work } = await submittedWork({ status: WorkStatus.BeingChecked });
      const res = await cast.teacher.browser.post(`/api/works/${work.id}/open`).expect(200);
      expect(res.body).toMatchObject({ status: WorkStatus.BeingChecked, version: work.version });
    });

    it.each([WorkStatus.Draft])('refuses status %s', async (status) => {
      const { work } = await submittedWork({ status });
      const res = await cast.teacher.browser
        .post(`/api/works/${work.id}/open`)
        .set('Accept-Language', 'en')
        .expect(409);
      expect(res.body).toEqual({
        message: 'The work is not awaiting check.',
        code: WorkRefusalCode.NotEditable,
      });
    });
  });

  describe('PUT /api/works/:id/check', () => {
    it('saves a draft: balls stored, the work stays in 3, no total yet', async () => {
      const { work, q } = await submittedWork({ status: WorkStatus.BeingChecked });
      const res = await check(work, {
        version: work.version,
        balls: [{ question_id: id(q, 2), ball: 4 }],
        finish: false,
      }).expect(200);
      const page = res.body as WorkView;
      expect(page).toMatchObject({
        status: WorkStatus.BeingChecked,
        ball: null,
        mark: null,
        checked_at: null,
        version: work.version + 1,
      });
      expect(page.answers.map((a) => [a.auto_ball, a.ball])).toEqual([
        [2, 2],
        [0, 0],
        [null, 4],
      ]);
    });

    it('opens a work still in 1 when a draft is saved', async () => {
      const { work, q } = await submittedWork();
      const res = await check(work, {
        version: work.version,
        balls: [{ question_id: id(q, 2), ball: 1 }],
        finish: false,
      }).expect(200);
      expect((res.body as WorkView).status).toBe(WorkStatus.BeingChecked);
    });

    it('finishes: 4, the total of given and automatic balls, the mark, the moment', async () => {
      const { work, q } = await submittedWork({ status: WorkStatus.BeingChecked });
      const res = await check(work, {
        version: work.version,
        balls: [{ question_id: id(q, 2), ball: 5 }],
        finish: true,
      }).expect(200);
      const page = res.body as WorkView;
      expect(page).toMatchObject({
        status: WorkStatus.Checked,
        ball: 7,
        mark: { scale: 'points', ball: 7, max_ball: 10 },
      });
      expect(page.checked_at).toEqual(expect.any(Number));
      expect(await stored(work)).toMatchObject({ status: WorkStatus.Checked, ball: 7 });
    });

    it('lets the teacher override automatic balls, and keeps the draft balls on finishing', async () => {
      const { work, q } = await submittedWork({ status: WorkStatus.BeingChecked });
      const draft = await check(work, {
        version: work.version,
        balls: [
          { question_id: id(q, 1), ball: 2 },
          { question_id: id(q, 2), ball: 3 },
        ],
        finish: false,
      }).expect(200);
      const final = await check(work, {
        version: (draft.body as WorkView).version,
        balls: [{ question_id: id(q, 0), ball: 0 }],
        finish: true,
      }).expect(200);
      const page = final.body as WorkView;
      expect(page.answers.map((a) => [a.auto_ball, a.ball])).toEqual([
        [2, 0],
        [0, 2],
        [null, 3],
      ]);
      expect(page.ball).toBe(5);
    });

    it('scores a question the student left unanswered', async () => {
      const { task, questions } = await createTask(app, cast.teacher.user);
      const work = await createWork(app, task, cast.student.user, {
        status: WorkStatus.BeingChecked,
      });
      const res = await check(work, {
        version: work.version,
        balls: [{ question_id: id(questions, 2), ball: 1 }],
        finish: true,
      }).expect(200);
      expect(res.body).toMatchObject({ ball: 1 });
      expect((res.body as WorkView).answers).toEqual([
        {
          question_id: id(questions, 2),
          value: null,
          auto_ball: null,
          auto_checked: false,
          ball: 1,
        },
      ]);
    });

    it('shows the student the result only once finished', async () => {
      const { work, q } = await submittedWork({ status: WorkStatus.BeingChecked });
      const draft = await check(work, {
        version: work.version,
        balls: [{ question_id: id(q, 2), ball: 5 }],
        finish: false,
      }).expect(200);
      let seen = (await cast.student.browser.get(`/api/works/${work.id}`).expect(200))
        .body as WorkView;
      expect(seen.answers.map((a) => a.ball)).toEqual([null, null, null]);
      await check(work, {
        version: (draft.body as WorkView).version,
        balls: [],
        finish: true,
      }).expect(200);
      seen = (await cast.student.browser.get(`/api/works/${work.id}`).expect(200)).body as WorkView;
      expect(seen).toMatchObject({ status: WorkStatus.Checked, ball: 7 });
      expect(seen.answers.map((a) => a.ball)).toEqual([2, 0, 5]);
    });

    describe('the mark on each scale', () => {
      const five: ScaleOptions = { scale: 'five_point', thresholds: { 5: 90, 4: 70, 3: 50 } };
      const cases: [string, ScaleOptions, number, Mark][] = [
        ['points', { scale: 'points' }, 7, { scale: 'points', ball: 7, max_ball: 10 }],
        ['five_point at 90%', five, 9, { scale: 'five_point', value: 5 }],
        ['five_point at 70%', five, 7, { scale: 'five_point', value: 4 }],
        ['five_point just below 70%', five, 6, { scale: 'five_point', value: 3 }],
        ['five_point at 50%', five, 5, { scale: 'five_point', value: 3 }],
        ['five_point below 50%', five, 4, { scale: 'five_point', value: 2 }],
        [
          'pass_fail passed',
          { scale: 'pass_fail', pass_percent: 60 },
          6,
          { scale: 'pass_fail', passed: true },
        ],
        [
          'pass_fail failed',
          { scale: 'pass_fail', pass_percent: 60 },
          5,
          { scale: 'pass_fail', passed: false },
        ],
        [
          'custom',
          {
            scale: 'custom',
            options: [
              { label: 'Needs work', min_percent: 0 },
              { label: 'Good', min_percent: 60 },
              { label: 'Excellent', min_percent: 95 },
            ],
          },
          8,
          { scale: 'custom', label: 'Good' },
        ],
      ];

      it.each(cases)('%s', async (_name, scale, total, mark) => {
        const { work, q } = await submittedWork({ status: WorkStatus.BeingChecked }, scale);
        const balls = [
          { question_id: id(q, 0), ball: Math.min(total, 2) },
          { question_id: id(q, 1), ball: Math.min(Math.max(total - 2, 0), 3) },
          { question_id: id(q, 2), ball: Math.max(total - 5, 0) },
        ];
        const res = await check(work, { version: work.version, balls, finish: true }).expect(200);
        expect(res.body).toMatchObject({ ball: total, mark });
        expect((await stored(work)).mark).toEqual(mark);
      });
    });

    it('refuses a stale version: two checkers never overwrite each other', async () => {
      const { work, q } = await submittedWork({ status: WorkStatus.BeingChecked });
      const secondTab = await openBrowser(app);
      await secondTab.signIn(cast.teacher.user.email, TEST_PASSWORD);
      await check(work, {
        version: work.version,
        balls: [{ question_id: id(q, 2), ball: 5 }],
        finish: false,
      }).expect(200);
      const res = await check(
        work,
        { version: work.version, balls: [{ question_id: id(q, 2), ball: 1 }], finish: true },
        secondTab,
      ).expect(409);
      expect(res.body).toMatchObject({ code: WorkRefusalCode.StaleVersion });
      expect(await stored(work)).toMatchObject({ status: WorkStatus.BeingChecked, ball: null });
    });

    it.each([WorkStatus.Draft])('refuses status %s', async (status) => {
      const { work } = await submittedWork({ status });
      const res = await check(work, { version: work.version, balls: [], finish: true }).expect(409);
      expect(res.body).toMatchObject({ code: WorkRefusalCode.NotEditable });
    });

    it("refuses a ball above the question's ball", async () => {
      const { work, q } = await submittedWork();
      const res = await check(work, {
        version: work.version,
        balls: [{ question_id: id(q, 0), ball: 3 }],
        finish: true,
      }).expect(422);
      expect(res.body).toEqual({
        message: 'The points must be between 0 and 2.',
        errors: { 'balls.0.ball': ['The points must be between 0 and 2.'] },
      });
    });

    it('refuses a question of another task, or one listed twice', async () => {
      const { work, q } = await submittedWork();
      const { questions: foreign } = await createTask(app, cast.teacher.user);
      let res = await check(work, {
        version: work.version,
        balls: [{ question_id: id(foreign, 0), ball: 0 }],
        finish: false,
      }).expect(422);
      expect(res.body).toHaveProperty(['errors', 'balls.0.question_id']);
      res = await check(work, {
        version: work.version,
        balls: [
          { question_id: id(q, 0), ball: 0 },
          { question_id: id(q, 0), ball: 1 },
        ],
        finish: false,
      }).expect(422);
      expect(res.body).toHaveProperty(['errors', 'balls.1.question_id']);
    });

    it('refuses a total above the max ball', async () => {
      const { task, questions } = await createTask(app, cast.teacher.user, { maxBall: 6 });
      const work = await createWork(app, task, cast.student.user, {
        status: WorkStatus.BeingChecked,
      });
      const res = await check(work, {
        version: work.version,
        balls: [
          { question_id: id(questions, 1), ball: 3 },
          { question_id: id(questions, 2), ball: 5 },
        ],
        finish: true,
      }).expect(422);
      expect(res.body).toEqual({
        message: 'The total of 8 points is more than the maximum of 6.',
        errors: { balls: ['The total of 8 points is more than the maximum of 6.'] },
      });
    });

    it.each([
      [{ balls: [], finish: true }, 'version'],
      [{ version: 1, finish: true }, 'balls'],
      [{ version: 1, balls: [] }, 'finish'],
      [{ version: 1, balls: [{ question_id: 1, ball: -1 }], finish: true }, 'balls.0.ball'],
      [{ version: 1, balls: [{ question_id: 1, ball: 1.5 }], finish: true }, 'balls.0.ball'],
      [{ version: 1, balls: [{ question_id: 'x', ball: 1 }], finish: true }, 'balls.0.question_id'],
      [{ version: 1, balls: ['x'], finish: true }, 'balls.0'],
      [{ version: 1, balls: [], finish: 'yes' }, 'finish'],
    ])('refuses the body %j with 422 on %s', async (body, field) => {
      const { work } = await submittedWork();
      const res = await check(work, body).expect(422);
      expect(res.body).toHaveProperty(['errors', field]);
    });
  });

  describe('POST /api/works/:id/return', () => {
    const giveBack = (work: Work, body: object, browser = cast.teacher.browser) =>
      browser.post(`/api/works/${work.id}/return`).set('Accept-Language', 'en').send(body);

    it.each([WorkStatus.Submitted, WorkStatus.Resubmitted, WorkStatus.BeingChecked])(
      'sends a work in %s back to 0 with the comment',
      async (status) => {
        const { work } = await submittedWork({ status, startedAt: 1, late: true });
        const res = await giveBack(work, {
          version: work.version,
          comment: '  Show the steps.  ',
        }).expect(200);
        expect(res.body).toMatchObject({
          status: WorkStatus.Draft,
          submitted_at: null,
          started_at: null,
          late: false,
          version: work.version + 1,
        });
        expect(await stored(work)).toMatchObject({ returned: true });
        const comments = (
          await cast.student.browser.get(`/api/works/${work.id}/comments`).expect(200)
        ).body as WorkComment[];
        expect(comments).toEqual([
          expect.objectContaining({
            text: 'Show the steps.',
            author: { id: cast.teacher.user.id, first_name: 'Teacher', role: 1 },
            own: false,
          }),
        ]);
      },
    );

    it('gives 2 when the student submits the rework', async () => {
      const { work } = await submittedWork();
      const returned = (
        await giveBack(work, { version: work.version, comment: 'Again' }).expect(200)
      ).body as WorkView;
      const res = await cast.student.browser
        .post(`/api/works/${work.id}/submit`)
        .send({ version: returned.version })
        .expect(200);
      expect((res.body as WorkView).status).toBe(WorkStatus.Resubmitted);
    });

    it('refuses a stale version and writes no comment', async () => {
      const { work } = await submittedWork();
      const comments: Repository<Comment> = app.get(getRepositoryToken(Comment));
      const res = await giveBack(work, { version: work.version - 1, comment: 'x' }).expect(409);
      expect(res.body).toMatchObject({ code: WorkRefusalCode.StaleVersion });
      expect(await comments.countBy({ workId: work.id })).toBe(0);
    });

    it.each([WorkStatus.Draft])('refuses status %s', async (status) => {
      const { work } = await submittedWork({ status });
      await giveBack(work, { version: work.version, comment: 'x' }).expect(409);
    });

    it.each([
      [{ version: 1 }, 'Comment is required.'],
      [{ version: 1, comment: '   ' }, 'Comment is required.'],
      [
        { version: 1, comment: 'x'.repeat(5001) },
        'Comment must not be longer than 5000 characters.',
      ],
      [{ version: 1, comment: 5 }, 'Comment must be a text value.'],
    ])('refuses the body %#', async (body, message) => {
      const { work } = await submittedWork();
      const res = await giveBack(work, body).expect(422);
      expect((res.body as { errors: { comment: string[] } }).errors.comment[0]).toBe(message);
    });
  });

  describe('DELETE /api/works/:id', () => {
    it('withdraws the work: WorkNotFound for both sides afterwards', async () => {
      const { work } = await submittedWork();
      await cast.teacher.browser.delete(`/api/works/${work.id}`).expect(204);
      expect((await stored(work)).withdrawnAt).toEqual(expect.any(Number));
      for (const browser of [cast.teacher.browser, cast.student.browser]) {
        const res = await browser.get(`/api/works/${work.id}`).expect(404);
        expect(res.body).toMatchObject({ code: WorkRefusalCode.NotFound });
      }
      await cast.teacher.browser.delete(`/api/works/${work.id}`).expect(404);
      const queue = (await cast.teacher.browser.get('/api/checks').expect(200)).body as {
        items: { work_id: number }[];
      };
      expect(queue.items.map((item) => item.work_id)).not.toContain(work.id);
    });
  });
});
