import type { INestApplication } from '@nestjs/common';
import { QuestionType, WorkStatus, type WorkView } from '@tutor/contracts';
import { type TestBrowser } from '../../testing/browser';
import { WorkEvents, type WorkEvent } from '../work.events';
import {
  createAnswer,
  createStoredFile,
  createTask,
  createWork,
  type Cast,
} from '../testing/works-fixtures';
import type { Work } from '../work.entity';
import { useWorksApp } from '../testing/use-works-app';

/** Several files per file question, reference answers, re-grading, resubmissions. */
describe('answers of several files, reference answers and re-grading', () => {
  let app: INestApplication;
  let cast: Cast<TestBrowser>;

  useWorksApp({}, (created) => ({ app, cast } = created));

  const save = (work: Work, answers: object[], version = work.version) =>
    cast.student.browser
      .put(`/api/works/${work.id}/answers`)
      .set('Accept-Language', 'en')
      .send({ version, answers });

  const view = async (work: Work, browser: TestBrowser): Promise<WorkView> =>
    (await browser.get(`/api/works/${work.id}`).expect(200)).body as WorkView;

  describe('file questions with max_files', () => {
    async function fileDraft(maxFiles: number) {
      const { task, questions } = await createTask(app, cast.teacher.user, {
        questions: [
          { type: QuestionType.File, ball: 1, maxFiles },
          { type: QuestionType.Audio, ball: 1 },
        ],
      });
      const work = await createWork(app, task, cast.student.user);
      const files = await Promise.all(
        [1, 2, 3].map((n) => createStoredFile(app, cast.student.user, `file ${n}`, `${n}.txt`)),
      );
      return { work, fileQ: questions[0]?.id ?? 0, audioQ: questions[1]?.id ?? 0, files };
    }

    it('keeps every file of an answer up to the limit, in order; a second upload adds', async () => {
      const { work, fileQ, files } = await fileDraft(2);
      const [a, b] = files;
      const first = await save(work, [{ question_id: fileQ, value: { file_ids: [a?.id] } }]);
      expect(first.status).toBe(200);
      await save(
        work,
        [{ question_id: fileQ, value: { file_ids: [a?.id, b?.id] } }],
        work.version + 1,
      ).expect(200);
      const page = await view(work, cast.teacher.browser);
      expect(page.answers[0]?.value).toEqual({ file_ids: [a?.id, b?.id] });
      expect(page.answers[0]?.files?.map((file) => file.id)).toEqual([a?.id, b?.id]);
    });

    it('refuses more files than the question allows, a repeated file, and two audio files', async () => {
      const { work, fileQ, audioQ, files } = await fileDraft(2);
      const ids = files.map((file) => file.id);
      let res = await save(work, [{ question_id: fileQ, value: { file_ids: ids } }]).expect(422);
      expect(res.body).toMatchObject({
        errors: { 'answers.0.value': ['Too many files: this answer can hold at most 2.'] },
      });
      res = await save(work, [
        { question_id: fileQ, value: { file_ids: [ids[0], ids[0]] } },
      ]).expect(422);
      expect(res.body).toMatchObject({
        errors: { 'answers.0.value': ['The same file is attached twice.'] },
      });
      res = await save(work, [
        { question_id: audioQ, value: { file_ids: [ids[0], ids[1]] } },
      ]).expect(422);
      expect(res.body).toMatchObject({
        errors: { 'answers.0.value': ['Too many files: this answer can hold at most 1.'] },
      });
      await save(work, [{ question_id: fileQ, value: { file_ids: ['1'] } }]).expect(422);
      await save(work, [
        { question_id: fileQ, value: { file_id: ids[0], file_ids: [ids[1]] } },
      ]).expect(422);
    });

    it('still reads the one-file form, stored as a list; an empty list clears the answer', async () => {
      const { work, fileQ, files } = await fileDraft(1);
      await save(work, [{ question_id: fileQ, value: { file_id: files[0]?.id } }]).expect(200);
      let page = await view(work, cast.student.browser);
      expect(page.answers[0]?.value).toEqual({ file_ids: [files[0]?.id] });
      await save(work, [{ question_id: fileQ, value: { file_ids: [] } }], page.version).expect(200);
      page = await view(work, cast.student.browser);
      expect(page.answers[0]?.value).toBeNull();
    });
  });

  describe('reference answers of short-text questions', () => {
    async function referenced(showAnswers = false) {
      const { task, questions } = await createTask(app, cast.teacher.user, {
        showAnswers,
        questions: [
          { type: QuestionType.ShortText, ball: 4, referenceAnswers: ['Ёлка', 'fir tree'] },
          { type: QuestionType.ShortText, ball: 1 },
        ],
      });
      const work = await createWork(app, task, cast.student.user);
      return { work, q: questions.map((question) => question.id) };
    }

    it.each([
      ['  ЕЛКА ', 4],
      ['ёлка', 4],
      ['Fir   tree', 4],
      ['firtree', 0],
      ['ель', 0],
    ])('auto-checks %j as %s', async (text, ball) => {
      const { work, q } = await referenced();
      await save(work, [{ question_id: q[0], value: { text } }]).expect(200);
      const page = await view(work, cast.teacher.browser);
      expect(page.answers[0]).toMatchObject({ auto_ball: ball, auto_checked: true, ball });
      expect(page.questions[0]?.reference_answers).toEqual(['Ёлка', 'fir tree']);
    });

    it('leaves a short-text question without references to the teacher', async () => {
      const { work, q } = await referenced();
      await save(work, [{ question_id: q[1], value: { text: 'x' } }]).expect(200);
      const page = await view(work, cast.teacher.browser);
      expect(page.answers[0]).toMatchObject({ auto_ball: null, auto_checked: false });
    });

    it('never shows the references or the automatic ball to the student before the check', async () => {
      const { work, q } = await referenced(true);
      await save(work, [{ question_id: q[0], value: { text: 'ёлка' } }]).expect(200);
      const page = await view(work, cast.student.browser);
      expect(page.questions[0]).not.toHaveProperty('reference_answers');
      expect(page.answers[0]).toMatchObject({ auto_ball: null, auto_checked: false, ball: null });
      expect(JSON.stringify(page)).not.toContain('fir tree');
    });

    it('shows the references after the check only with show_answers', async () => {
      for (const showAnswers of [false, true]) {
        const { work, q } = await referenced(showAnswers);
        await save(work, [{ question_id: q[0], value: { text: 'ель' } }]).expect(200);
        await cast.student.browser
          .post(`/api/works/${work.id}/submit`)
          .send({ version: work.version + 1 })
          .expect(200);
        const checked = await cast.teacher.browser
          .put(`/api/works/${work.id}/check`)
          .send({
            version: work.version + 2,
            balls: [{ question_id: q[0], ball: 3 }],
            finish: true,
          })
          .expect(200);
        expect((checked.body as WorkView).ball).toBe(3);
        const page = await view(work, cast.student.browser);
        expect(page.answers[0]).toMatchObject({ auto_ball: 0, ball: 3 });
        expect(page.questions[0]?.reference_answers).toEqual(
          showAnswers ? ['Ёлка', 'fir tree'] : undefined,
        );
      }
    });
  });

  describe('re-grading a checked work', () => {
    it('checks a 4 again with new balls, mark and note, and tells the student', async () => {
      const events: WorkEvent[] = [];
      app.get(WorkEvents).subscribe((event) => {
        events.push(event);
        return Promise.resolve();
      });
      const { task, questions } = await createTask(app, cast.teacher.user);
      const work = await createWork(app, task, cast.student.user, {
        status: WorkStatus.Checked,
        ball: 2,
        checkedAt: 1,
      });
      await createAnswer(app, work, questions[2], { text: 'answer' }, { ball: 2 });
      const res = await cast.teacher.browser
        .put(`/api/works/${work.id}/check`)
        .send({
          version: work.version,
          balls: [{ question_id: questions[2]?.id, ball: 5 }],
          finish: true,
          comment: 'Looked again: full marks here.',
        })
        .expect(200);
      const page = res.body as WorkView;
      expect(page).toMatchObject({ status: WorkStatus.Checked, ball: 5 });
      expect(page.checked_at).toBeGreaterThan(1);
      expect(page.mark).toEqual({ scale: 'points', ball: 5, max_ball: 10 });
      expect(events).toContainEqual({ type: 'work_checked', workId: work.id, regraded: true });
      const comments = await cast.student.browser.get(`/api/works/${work.id}/comments`).expect(200);
      expect(JSON.stringify(comments.body)).toContain('Looked again: full marks here.');
    });

    it('refuses to save a draft of balls on a checked work (422 on finish)', async () => {
      const { task } = await createTask(app, cast.teacher.user);
      const work = await createWork(app, task, cast.student.user, { status: WorkStatus.Checked });
      const res = await cast.teacher.browser
        .put(`/api/works/${work.id}/check`)
        .set('Accept-Language', 'en')
        .send({ version: work.version, balls: [], finish: false })
        .expect(422);
      expect(res.body).toMatchObject({
        errors: {
          finish: ['A checked work can only be re-graded with a final result.'],
        },
      });
    });
  });

  it('marks a resubmission in the queue, the work and the student list', async () => {
    const { task } = await createTask(app, cast.teacher.user);
    const first = await createWork(app, task, cast.student.user, {
      status: WorkStatus.Submitted,
      submittedAt: 1,
    });
    const again = await createWork(app, task, cast.student.user, {
      attempt: 2,
      status: WorkStatus.BeingChecked,
      returned: true,
      submittedAt: 2,
    });
    const queue = await cast.teacher.browser.get(`/api/checks?task_id=${task.id}`).expect(200);
    const rows = (queue.body as { items: { work_id: number; resubmitted: boolean }[] }).items;
    expect(rows.map((row) => [row.work_id, row.resubmitted])).toEqual([
      [first.id, false],
      [again.id, true],
    ]);
    expect(await view(again, cast.teacher.browser)).toMatchObject({
      returned: true,
      resubmitted: true,
    });
    const list = await cast.student.browser.get('/api/works').expect(200);
    const mine = (list.body as { id: number; resubmitted: boolean; timer_minutes: number }[]).find(
      (row) => row.id === again.id,
    );
    expect(mine).toMatchObject({ resubmitted: true, timer_minutes: 0 });
  });
});
