import type { INestApplication } from '@nestjs/common';
import {
  DispatchJobStatus,
  ROLE_STUDENT,
  questionInputOf,
  rubricPoints,
  type JournalGrid,
  type Task as TaskView,
  type TaskInput,
  type ValidationErrorBody,
  type WorkView,
} from '@tutor/contracts';
import { DataSource } from 'typeorm';
import { hasStatus, waitForJob } from '../../dispatch/testing/dispatch-fixtures';
import { rubricInput } from '../../rubrics/testing/rubrics-fixtures';
import type { TestBrowser } from '../../testing/browser';
import { signedInBrowser } from '../../testing/browser';
import { useWorksApp } from '../testing/use-works-app';
import { createSubject, enrol, type Cast } from '../testing/works-fixtures';
import { Work } from '../work.entity';

/** An essay checked by the fixture's rubric (5 points at most) and a plain question of 2. */
const essayTask = (subjectId: number): TaskInput => ({
  title: 'Эссе',
  subject_id: subjectId,
  questions: [
    { type: 'long_text', text: 'Напишите эссе.', ball: 5, rubric: rubricInput() },
    { type: 'long_text', text: 'Вывод одним предложением.', ball: 2 },
  ],
  max_ball: 7,
  criteria: '',
  timer_minutes: 0,
  deadline: null,
  delay_at: null,
  only_new: false,
  can_repeated: false,
  show_answers: false,
  post_deadline_allowed: false,
  allow_question_copy: false,
  scale: { scale: 'points' },
  decision: '',
});

const bodyOf = (task: TaskView): TaskInput => ({
  ...essayTask(task.subject_id ?? 0),
  questions: task.questions.map(questionInputOf),
  max_ball: task.max_ball,
});

const fieldsOf = (body: unknown): string[] => Object.keys((body as ValidationErrorBody).errors);

describe('checking by rubric', () => {
  let app: INestApplication;
  let cast: Cast<TestBrowser>;
  useWorksApp({}, (created) => ({ app, cast } = created));

  let subjectId: number;
  let task: TaskView;

  const teacher = (): TestBrowser => cast.teacher.browser;
  const essayId = (): number => task.questions[0]?.id ?? 0;
  const plainId = (): number => task.questions[1]?.id ?? 0;

  /** The browser of each work's student. */
  const students = new Map<number, TestBrowser>();

  /** Sends the task to a new student who answers and submits; the teacher opens the work. */
  async function openedWork(): Promise<WorkView> {
    const { browser, user: student } = await signedInBrowser(app, {
      role: ROLE_STUDENT,
      firstName: 'Ученик',
    });
    await enrol(app, cast.teacher.user, student);
    const sent = await teacher()
      .post(`/api/tasks/${task.id}/dispatches`)
      .send({ target: { kind: 'students', student_ids: [student.id] }, delay_at: null })
      .expect(201);
    const jobId = (sent.body as { id: number }).id;
    await waitForJob(app.get(DataSource), jobId, hasStatus(DispatchJobStatus.Done));
    const work = await app
      .get(DataSource)
      .getRepository(Work)
      .findOneByOrFail({ taskId: task.id, studentId: student.id });
    students.set(work.id, browser);
    await browser
      .put(`/api/works/${work.id}/answers`)
      .send({
        version: work.version,
        answers: [
          { question_id: essayId(), value: { text: 'Эссе' } },
          { question_id: plainId(), value: { text: 'Вывод' } },
        ],
      })
      .expect(200);
    await browser.post(`/api/works/${work.id}/submit`).send({ version: work.version + 1 });
    return (await teacher().post(`/api/works/${work.id}/open`).expect(200)).body as WorkView;
  }

  const check = (view: WorkView, balls: object[], finish: boolean) =>
    teacher()
      .put(`/api/works/${view.id}/check`)
      .set('Accept-Language', 'en')
      .send({ version: view.version, balls, finish });

  beforeAll(async () => {
    subjectId = (await createSubject(app, cast.teacher.user)).id;
    task = (await teacher().post('/api/tasks').send(essayTask(subjectId)).expect(201))
      .body as TaskView;
  });

  it('keeps the rubric on the question and answers it with the task', () => {
    expect(task.questions[0]?.rubric).toEqual(rubricInput());
    expect(task.questions[1]).not.toHaveProperty('rubric');
  });

  it('refuses a question whose ball is not the rubric’s total, at questions.N.rubric', async () => {
    const body = essayTask(subjectId);
    const [essay, plain] = body.questions;
    if (!essay || !plain) throw new Error('fixture');
    const res = await teacher()
      .post('/api/tasks')
      .set('Accept-Language', 'en')
      .send({ ...body, questions: [{ ...essay, ball: 4 }, plain], max_ball: 6 })
      .expect(422);
    expect(fieldsOf(res.body)).toEqual(['questions.0.rubric']);
  });

  it('refuses a rubric’s own faults inside a task at their paths', async () => {
    const body = essayTask(subjectId);
    const rubric = rubricInput();
    const broken = { ...rubric, criteria: [rubric.criteria[0], rubric.criteria[0]] };
    const questions = [{ ...body.questions[0], rubric: broken }, body.questions[1]];
    const res = await teacher()
      .post('/api/tasks')
      .send({ ...body, questions })
      .expect(422);
    expect(fieldsOf(res.body)).toEqual(['questions.0.rubric.criteria.1.id']);
  });

  it('refuses a rubric on a choice question', async () => {
    const body = essayTask(subjectId);
    const choice = {
      type: 'single_choice' as const,
      text: 'Да?',
      ball: 5,
      options: [
        { id: 'a', text: 'Да' },
        { id: 'b', text: 'Нет' },
      ],
      correct: ['a'],
      rubric: rubricInput(),
    };
    const res = await teacher()
      .post('/api/tasks')
      .send({ ...body, questions: [choice], max_ball: 5 })
      .expect(422);
    expect(fieldsOf(res.body)).toEqual(['questions.0.rubric']);
  });

  it('scores by levels: the server sums the points and ignores a ball sent beside them', async () => {
    const opened = await openedWork();
    const levels = { c1: 'l3', c2: 'l1' };
    const res = await check(
      opened,
      [
        { question_id: essayId(), ball: 0, rubric_levels: levels },
        { question_id: plainId(), ball: 2 },
      ],
      true,
    ).expect(200);
    const view = res.body as WorkView;
    expect(view.ball).toBe(6);
    expect(view.answers.find((a) => a.question_id === essayId())).toMatchObject({
      ball: 4,
      rubric_levels: levels,
    });
  });

  it.each([
    ['no levels for a rubric question', { ball: 3 }, 'balls.0.rubric_levels'],
    ['a level of another criterion', { rubric_levels: { c1: 'l2' } }, 'balls.0.rubric_levels'],
    ['an unknown criterion', { rubric_levels: { c7: 'l0' } }, 'balls.0.rubric_levels'],
    ['levels that are not a map of ids', { rubric_levels: ['l0'] }, 'balls.0.rubric_levels'],
  ])('refuses %s with 422', async (_, entry, field) => {
    const opened = await openedWork();
    const res = await check(opened, [{ question_id: essayId(), ...entry }], false).expect(422);
    expect(fieldsOf(res.body)).toEqual([field]);
  });

  it('refuses levels on a question without a rubric, and a missing ball there', async () => {
    const opened = await openedWork();
    const levels = await check(
      opened,
      [{ question_id: plainId(), rubric_levels: { c1: 'l0' } }],
      false,
    ).expect(422);
    expect(fieldsOf(levels.body)).toEqual(['balls.0.rubric_levels']);
    const none = await check(opened, [{ question_id: plainId() }], false).expect(422);
    expect(fieldsOf(none.body)).toEqual(['balls.0.ball']);
  });

  it('saves part of the levels as a draft, finishes only with every criterion', async () => {
    const opened = await openedWork();
    const draft = (
      await check(opened, [{ question_id: essayId(), rubric_levels: { c1: 'l1' } }], false).expect(
        200,
      )
    ).body as WorkView;
    expect(draft.answers.find((a) => a.question_id === essayId())).toMatchObject({
      ball: 1,
      rubric_levels: { c1: 'l1' },
    });
    const refused = await check(draft, [{ question_id: plainId(), ball: 1 }], true).expect(422);
    expect((refused.body as ValidationErrorBody).errors).toEqual({
      balls: ['Choose a level for every criterion of the rubric to finish.'],
    });
    const partial = await check(
      draft,
      [{ question_id: essayId(), rubric_levels: { c2: 'l2' } }],
      true,
    ).expect(422);
    expect(fieldsOf(partial.body)).toEqual(['balls.0.rubric_levels']);
    await check(
      draft,
      [
        { question_id: essayId(), rubric_levels: { c1: 'l1', c2: 'l2' } },
        { question_id: plainId(), ball: 1 },
      ],
      true,
    ).expect(200);
  });

  it('shows the student the rubric, and the chosen levels only once checked', async () => {
    const opened = await openedWork();
    const browser = students.get(opened.id);
    if (!browser) throw new Error('no student');
    const draft = (
      await check(opened, [{ question_id: essayId(), rubric_levels: { c1: 'l0' } }], false).expect(
        200,
      )
    ).body as WorkView;
    const before = (await browser.get(`/api/works/${opened.id}`).expect(200)).body as WorkView;
    expect(before.questions[0]?.rubric).toEqual(rubricInput());
    expect(before.answers[0]).not.toHaveProperty('rubric_levels');
    await check(
      draft,
      [
        { question_id: essayId(), rubric_levels: { c1: 'l0', c2: 'l2' } },
        { question_id: plainId(), ball: 2 },
      ],
      true,
    ).expect(200);
    const after = (await browser.get(`/api/works/${opened.id}`).expect(200)).body as WorkView;
    expect(after.ball).toBe(4);
    expect(after.answers.find((a) => a.question_id === essayId())).toMatchObject({
      ball: 2,
      rubric_levels: { c1: 'l0', c2: 'l2' },
    });
  });

  it('keeps a checked work’s rubric, levels, ball and journal total when the task’s rubric changes', async () => {
    const opened = await openedWork();
    const work = await app.get(DataSource).getRepository(Work).findOneByOrFail({ id: opened.id });
    const checked = (
      await check(
        opened,
        [
          { question_id: essayId(), rubric_levels: { c1: 'l3', c2: 'l2' } },
          { question_id: plainId(), ball: 1 },
        ],
        true,
      ).expect(200)
    ).body as WorkView;
    const { now: _before, ...seenBefore } = checked;
    const body = bodyOf(task);
    const [essay, plain] = body.questions;
    if (!essay?.rubric || !plain) throw new Error('fixture');
    const rubric = {
      title: 'Новая',
      criteria: essay.rubric.criteria.map((criterion) => ({
        ...criterion,
        levels: criterion.levels.map((level) => ({ ...level, points: level.points * 2 })),
      })),
    };
    const edited = (
      await teacher()
        .put(`/api/tasks/${task.id}`)
        .send({ ...body, questions: [{ ...essay, ball: 10, rubric }, plain], max_ball: 12 })
        .expect(200)
    ).body as TaskView;
    expect(edited.questions[0]?.rubric?.title).toBe('Новая');
    const { now: _after, ...seenAfter } = (
      await teacher().get(`/api/works/${opened.id}`).expect(200)
    ).body as WorkView;
    expect(seenAfter).toEqual(seenBefore);
    expect(seenAfter.questions[0]?.rubric).toEqual(rubricInput());
    expect(seenAfter.ball).toBe(6);
    const grid = (await teacher().get(`/api/journal?subject_id=${subjectId}`).expect(200))
      .body as JournalGrid;
    const column = grid.tasks.findIndex((t) => t.id === task.id);
    const row = grid.rows.find((r) => r.student.id === work.studentId);
    expect(row?.cells[column]).toMatchObject({ ball: 6, max_ball: 7 });
    task = edited;
  });

  it('gives one consistent ball under 20 parallel checks of the same version', async () => {
    const opened = await openedWork();
    const choices = Array.from({ length: 20 }, (_, i) => ({
      c1: ['l0', 'l1', 'l3'][i % 3] ?? 'l0',
      c2: ['l0', 'l1', 'l2'][Math.floor(i / 3) % 3] ?? 'l0',
    }));
    const answers = await Promise.all(
      choices.map((levels) =>
        check(
          opened,
          [
            { question_id: essayId(), rubric_levels: levels },
            { question_id: plainId(), ball: 1 },
          ],
          true,
        ),
      ),
    );
    const won = answers.filter((res) => res.status === 200);
    expect(won).toHaveLength(1);
    expect(answers.filter((res) => res.status === 409)).toHaveLength(19);
    const view = (await teacher().get(`/api/works/${opened.id}`).expect(200)).body as WorkView;
    const winner = won[0]?.body as WorkView;
    expect(view.ball).toBe(winner.ball);
    const essay = view.answers.find((a) => a.question_id === essayId());
    // the points of the task's rubric as it is now (an earlier test doubled them)
    const rubric = task.questions[0]?.rubric;
    if (!rubric) throw new Error('fixture');
    expect(essay?.ball).toBe(rubricPoints(rubric, essay?.rubric_levels ?? {}));
    expect(view.ball).toBe((essay?.ball ?? 0) + 1);
  });
});
