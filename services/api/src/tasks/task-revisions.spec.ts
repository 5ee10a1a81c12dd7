import type { INestApplication } from '@nestjs/common';
import {
  DispatchJobStatus,
  type JournalGrid,
  type StudentJournal,
  type Task as TaskView,
  type TaskInput,
  type WorkView,
  questionInputOf,
} from '@tutor/contracts';
import { DataSource } from 'typeorm';
import { hasStatus, waitForJob } from '../dispatch/testing/dispatch-fixtures';
import { checkedWork, createGroup } from '../journal/testing/journal-fixtures';
import { createStudent } from '../students/testing/students-fixtures';
import type { TestBrowser } from '../testing/browser';
import { useWorksApp } from '../works/testing/use-works-app';
import { createSubject, createTask, enrol, type Cast } from '../works/testing/works-fixtures';
import { Work } from '../works/work.entity';
import { TaskRevision } from './task-revision.entity';
import { TaskRevisions } from './task-revisions.service';

/** One single-choice question of 1 ball (correct: a), points: the task. */
const firstVersion = (subjectId: number): TaskInput => ({
  title: 'Дроби',
  subject_id: subjectId,
  questions: [
    {
      type: 'single_choice',
      text: '1/2 + 1/4 = ?',
      ball: 1,
      options: [
        { id: 'a', text: '3/4' },
        { id: 'b', text: '2/6' },
      ],
      correct: ['a'],
    },
  ],
  max_ball: 1,
  criteria: 'Верный ответ — 1 балл.',
  timer_minutes: 0,
  deadline: null,
  delay_at: null,
  only_new: false,
  can_repeated: false,
  show_answers: true,
  post_deadline_allowed: false,
  allow_question_copy: false,
  scale: { scale: 'points' },
  decision: '3/4',
});

type Edit = (task: TaskView) => TaskInput;

const bodyOf = (task: TaskView): TaskInput => ({
  title: task.title,
  subject_id: task.subject_id,
  questions: task.questions.map(questionInputOf),
  max_ball: task.max_ball,
  criteria: task.criteria,
  timer_minutes: task.timer_minutes,
  deadline: task.deadline,
  delay_at: task.delay_at,
  only_new: task.only_new,
  can_repeated: task.can_repeated,
  show_answers: task.show_answers,
  post_deadline_allowed: task.post_deadline_allowed,
  allow_question_copy: task.allow_question_copy,
  scale: task.scale,
  decision: task.decision,
});

const addQuestion: Edit = (task) => {
  const body = bodyOf(task);
  body.questions.push({ type: 'long_text', text: 'Объясните.', ball: 1 });
  return { ...body, max_ball: body.max_ball + 1 };
};
const raiseBalls: Edit = (task) => {
  const body = bodyOf(task);
  body.questions = body.questions.map((question) => ({ ...question, ball: question.ball * 2 }));
  return { ...body, max_ball: body.max_ball * 2 };
};
const changeAnswerKey: Edit = (task) => {
  const body = bodyOf(task);
  const [first, ...rest] = body.questions;
  if (first === undefined) throw new Error('no question');
  const options = [
    { id: 'b', text: '2/6 (new)' },
    { id: 'c', text: '5/8' },
  ];
  return { ...body, questions: [{ ...first, options, correct: ['c'] }, ...rest] };
};
const changeScale: Edit = (task) => ({
  ...bodyOf(task),
  scale: { scale: 'five_point', thresholds: { 5: 99, 4: 98, 3: 97 } },
  criteria: 'Новые критерии.',
  decision: 'Новое решение.',
});

describe('task revisions: a sent work keeps the task as it was sent', () => {
  let app: INestApplication;
  let cast: Cast<TestBrowser>;
  useWorksApp({}, (created) => ({ app, cast } = created));

  let subjectId: number;
  let groupId: number;
  let task: TaskView;
  let checked: WorkView;

  const teacher = (): TestBrowser => cast.teacher.browser;
  const student = (): TestBrowser => cast.student.browser;

  async function send(taskId: number, studentIds: number[]): Promise<void> {
    const res = await teacher()
      .post(`/api/tasks/${taskId}/dispatches`)
      .send({ target: { kind: 'students', student_ids: studentIds }, delay_at: null })
      .expect(201);
    await waitForJob(
      app.get(DataSource),
      (res.body as { id: number }).id,
      hasStatus(DispatchJobStatus.Done),
    );
  }

  const workOf = (taskId: number, studentId: number): Promise<Work> =>
    app.get(DataSource).getRepository(Work).findOneByOrFail({ taskId, studentId });

  const asTeacher = async (workId: number): Promise<WorkView> =>
    (await teacher().get(`/api/works/${workId}`).expect(200)).body as WorkView;
  const asStudent = async (workId: number): Promise<WorkView> =>
    (await student().get(`/api/works/${workId}`).expect(200)).body as WorkView;
  const grid = async (): Promise<JournalGrid> =>
    (await teacher().get(`/api/journal?group_id=${groupId}&subject_id=${subjectId}`).expect(200))
      .body as JournalGrid;
  const ownJournal = async (): Promise<StudentJournal> =>
    (await student().get('/api/journal/mine').expect(200)).body as StudentJournal;
  const taskNow = async (): Promise<TaskView> =>
    (await teacher().get(`/api/tasks/${task.id}`).expect(200)).body as TaskView;

  /** Everything the student and the teacher see of the checked work, `now` left out. */
  async function seen(): Promise<unknown> {
    const { now: _t, ...teacherView } = await asTeacher(checked.id);
    const { now: _s, ...studentView } = await asStudent(checked.id);
    const journal = await grid();
    const row = journal.rows.find((r) => r.student.id === cast.student.user.id);
    const list = (await student().get('/api/works').expect(200)).body as { id: number }[];
    const listed = list.find((work) => work.id === checked.id);
    return { teacherView, studentView, row, own: await ownJournal(), listed };
  }

  beforeAll(async () => {
    subjectId = (await createSubject(app, cast.teacher.user)).id;
    groupId = (await createGroup(app, cast.teacher.user, [cast.student.user])).id;
    // An earlier task checked 9/10 (90 %): with 100 % here the average is 95 %.
    const { task: earlier } = await createTask(app, cast.teacher.user, { subjectId });
    await checkedWork(app, earlier, cast.student.user, 9, {
      scale: 'points',
      ball: 9,
      max_ball: 10,
    });
    task = (await teacher().post('/api/tasks').send(firstVersion(subjectId)).expect(201))
      .body as TaskView;
    await send(task.id, [cast.student.user.id]);
    const work = await workOf(task.id, cast.student.user.id);
    const questionId = task.questions[0]?.id;
    await student()
      .put(`/api/works/${work.id}/answers`)
      .send({ version: 1, answers: [{ question_id: questionId, value: { choice_ids: ['a'] } }] })
      .expect(200);
    await student().post(`/api/works/${work.id}/submit`).send({ version: 2 }).expect(200);
    const opened = (await teacher().post(`/api/works/${work.id}/open`).expect(200))
      .body as WorkView;
    checked = (
      await teacher()
        .put(`/api/works/${work.id}/check`)
        .send({ version: opened.version, balls: [], finish: true })
        .expect(200)
    ).body as WorkView;
  });

  it('checks the work 1 of 1 and averages 95 % in the journal before any edit', async () => {
    expect(checked).toMatchObject({ ball: 1, max_ball: 1, questions_count: 1 });
    const row = (await grid()).rows[0];
    expect(row?.averages.percent).toBe(95);
    expect((await taskNow()).sent_students_count).toBe(1);
  });

  it.each([
    ['adding a question', addQuestion],
    ['changing the max ball', raiseBalls],
    ['changing the options and the answer key', changeAnswerKey],
    ['changing the scale, criteria and solution', changeScale],
  ])('%s leaves the work, its views, its mark and the journal as they were', async (_, edit) => {
    const before = await seen();
    task = (
      await teacher()
        .put(`/api/tasks/${task.id}`)
        .send(edit(await taskNow()))
        .expect(200)
    ).body as TaskView;
    expect(await seen()).toEqual(before);
    const view = await asTeacher(checked.id);
    expect(view).toMatchObject({
      ball: 1,
      max_ball: 1,
      questions_count: 1,
      criteria: checked.criteria,
    });
    expect(view.questions).toEqual(checked.questions);
    expect((await grid()).rows[0]?.averages.percent).toBe(95);
  });

  it('says the task was sent to one student', async () => {
    expect(await taskNow()).toMatchObject({ sent_students_count: 1, unstarted_works_count: 0 });
  });

  it('sends the edited task to a new student as it is now', async () => {
    const newcomer = await createStudent(app, 'Новенький');
    await enrol(app, cast.teacher.user, newcomer);
    await send(task.id, [newcomer.id]);
    const view = await asTeacher((await workOf(task.id, newcomer.id)).id);
    const current = await taskNow();
    expect(view.max_ball).toBe(current.max_ball);
    expect(view.questions.map((q) => q.id)).toEqual(current.questions.map((q) => q.id));
    expect(view.questions[0]?.options).toEqual(current.questions[0]?.options);
    expect(view.criteria).toBe('Новые критерии.');
    // The checked work still has its one question of 1 ball.
    expect((await asTeacher(checked.id)).questions).toEqual(checked.questions);
  });

  it('keeps an unstarted work on the options it was sent unless the teacher resends', async () => {
    const late = await createStudent(app, 'Опоздавший');
    await enrol(app, cast.teacher.user, late);
    const sent = (await teacher().post('/api/tasks').send(firstVersion(subjectId)).expect(201))
      .body as TaskView;
    await send(sent.id, [late.id]);
    await teacher().put(`/api/tasks/${sent.id}`).send(changeAnswerKey(sent)).expect(200);
    const work = await workOf(sent.id, late.id);
    const view = await asTeacher(work.id);
    expect(view.questions[0]?.options?.map((o) => o.id)).toEqual(['a', 'b']);
  });

  it('moves only unstarted works to the new revision when the teacher asks', async () => {
    const waiting = await createStudent(app, 'Ждущий');
    await enrol(app, cast.teacher.user, waiting);
    const sent = (await teacher().post('/api/tasks').send(firstVersion(subjectId)).expect(201))
      .body as TaskView;
    await send(sent.id, [waiting.id, cast.student.user.id]);
    const started = await workOf(sent.id, cast.student.user.id);
    await student()
      .put(`/api/works/${started.id}/answers`)
      .send({ version: 1, answers: [] })
      .expect(200);
    const edited = (
      await teacher().put(`/api/tasks/${sent.id}`).send(addQuestion(sent)).expect(200)
    ).body as TaskView;
    expect(edited).toMatchObject({ sent_students_count: 2, unstarted_works_count: 1 });
    const res = await teacher().post(`/api/tasks/${sent.id}/resend-unstarted`).expect(200);
    expect(res.body).toEqual({ updated: 1 });
    expect((await asTeacher((await workOf(sent.id, waiting.id)).id)).questions_count).toBe(2);
    expect((await asStudent(started.id)).questions_count).toBe(1);
    // Again: nothing more to move.
    await teacher().post(`/api/tasks/${sent.id}/resend-unstarted`).expect(200, { updated: 0 });
  });

  it("refuses another teacher's resend with 403", async () => {
    await cast.otherTeacher.browser.post(`/api/tasks/${task.id}/resend-unstarted`).expect(403);
  });

  it('changes the mark only by a re-check', async () => {
    const regraded = (
      await teacher()
        .put(`/api/works/${checked.id}/check`)
        .send({
          version: (await asTeacher(checked.id)).version,
          balls: [{ question_id: checked.questions[0]?.id, ball: 0 }],
          finish: true,
        })
        .expect(200)
    ).body as WorkView;
    expect(regraded).toMatchObject({ ball: 0, max_ball: 1 });
    // (90 + 0) / 2
    expect((await grid()).rows[0]?.averages.percent).toBe(45);
  });

  it('keeps revisions whole under 20 parallel edits and sends', async () => {
    const crowd = await Promise.all(
      Array.from({ length: 10 }, (_, i) => createStudent(app, `Ученик ${i}`)),
    );
    for (const one of crowd) await enrol(app, cast.teacher.user, one);
    const base = await taskNow();
    const bodies = [bodyOf(base), addQuestion(base)];
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0
          ? teacher()
              .put(`/api/tasks/${task.id}`)
              .send(bodies[(i / 2) % 2])
              .expect(200)
          : send(task.id, [crowd[(i - 1) / 2]?.id ?? 0]),
      ),
    );
    const data = app.get(DataSource);
    const revisions = await data.getRepository(TaskRevision).findBy({ taskId: task.id });
    for (const revision of revisions) {
      expect(revision.maxBall).toBe(revision.questions.reduce((sum, q) => sum + q.ball, 0));
    }
    const works = await data.getRepository(Work).findBy({ taskId: task.id });
    const ids = new Set(revisions.map((revision) => revision.id));
    for (const work of works) expect(ids.has(work.taskRevisionId ?? 0)).toBe(true);
    expect(works).toHaveLength(12);
  });

  it('freezes one revision for 20 parallel sends of an unchanged task', async () => {
    const frozen = await Promise.all(
      Array.from({ length: 20 }, () => app.get(TaskRevisions).freeze(task.id)),
    );
    expect(new Set(frozen.map((revision) => revision.id)).size).toBe(1);
  });
});
