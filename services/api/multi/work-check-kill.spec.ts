import { In } from 'typeorm';
import {
  QuestionType,
  WorkStatus,
  type Task as TaskView,
  type TaskInput,
  type WorkView,
} from '@tutor/contracts';
import { Notification } from '../src/notifications/notification.entity';
import { rubricInput } from '../src/rubrics/testing/rubrics-fixtures';
import { taskInput } from '../src/tasks/testing/tasks-fixtures';
import { Work } from '../src/works/work.entity';
import { Browser, type Answer } from './support/browser';
import { KILL_DATABASES, useKillableApi } from './support/killable-api';
import { registerStudent, registerTeacher } from './support/sign-up';
import { waitFor } from './support/processes';

const STUDENTS = 20;
/** The rubric's «Полностью» (3) and «Есть ошибки» (1), and the formula's full 2. */
const LEVELS = { c1: 'l3', c2: 'l1' };
const BALL = 3 + 1 + 2;

/** An essay checked by rubric (5 at most) and a formula answer compared by value (2). */
const TASK: TaskInput = taskInput({
  title: 'Эссе и формула',
  questions: [
    { type: QuestionType.LongText, text: 'Напишите эссе.', ball: 5, rubric: rubricInput() },
    {
      type: QuestionType.Formula,
      text: 'Разложите $x^2-1$ на множители.',
      ball: 2,
      reference_answers: ['(x-1)(x+1)'],
    },
  ],
  max_ball: 7,
  criteria: '',
  show_answers: false,
  scale: { scale: 'points' },
  decision: '',
});
const ok = <T>(answer: Answer<T>, what: string): T => {
  if (answer.status >= 300)
    throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
};

describe.each(KILL_DATABASES)(
  'checking works by rubric and formula when the API is killed (SIGKILL) mid-way, %s',
  (_name, urlOf) => {
    const killable = useKillableApi(urlOf);

    it(`gives each of ${STUDENTS} works one ball and one notification after a restart and retries`, async () => {
      const { data, url } = killable;
      const teacher = new Browser(url);
      await registerTeacher(teacher);
      const invite = ok(await teacher.get<{ code: string }>('/api/students/invite'), 'invite');
      const students = Array.from({ length: STUDENTS }, () => new Browser(url));
      for (const student of students) await registerStudent(student, invite.code);
      const task = ok(await teacher.post<TaskView>('/api/tasks', TASK), 'task');
      const [essay, formula] = task.questions.map((question) => question.id);
      ok(
        await teacher.post(`/api/tasks/${task.id}/dispatches`, {
          target: { kind: 'all' },
          delay_at: null,
        }),
        'dispatch',
      );
      const works = data.getRepository(Work);
      const sent = await waitFor(
        async () => {
          const rows = await works.findBy({ taskId: task.id });
          return rows.length === STUDENTS ? rows : undefined;
        },
        30_000,
        () => killable.api.describe(),
      );
      const byStudent = new Map(sent.map((work) => [work.studentId, work]));
      const opened: WorkView[] = [];
      for (const student of students) {
        const me = ok(await student.get<{ id: number }>('/api/user'), 'user');
        const work = byStudent.get(me.id);
        if (!work) throw new Error(`No work for student ${me.id}`);
        ok(
          await student.put(`/api/works/${work.id}/answers`, {
            version: work.version,
            answers: [
              { question_id: essay, value: { text: 'Эссе' } },
              { question_id: formula, value: { text: '\\left(x+1\\right)\\left(x-1\\right)' } },
            ],
          }),
          'answers',
        );
        ok(
          await student.post(`/api/works/${work.id}/submit`, { version: work.version + 1 }),
          'submit',
        );
        opened.push(ok(await teacher.post<WorkView>(`/api/works/${work.id}/open`), 'open'));
      }
      const checkAll = () =>
        Promise.all(
          opened.flatMap((view) =>
            // two tabs pressing «Проверено» at once
            [0, 1].map(() =>
              teacher
                .put(`/api/works/${view.id}/check`, {
                  version: view.version,
                  balls: [{ question_id: essay, rubric_levels: LEVELS }],
                  finish: true,
                  comment: 'Хорошая работа.',
                })
                .catch(() => undefined),
            ),
          ),
        );
      const ids = opened.map((view) => view.id);
      const checkedCount = () => works.countBy({ id: In(ids), status: WorkStatus.Checked });

      const pressing = checkAll();
      await waitFor(
        async () => ((await checkedCount()) > 0 ? true : undefined),
        30_000,
        () => killable.api.describe(),
      );
      await killable.api.kill();
      await pressing;
      const atKill = await checkedCount();

      await killable.restart();
      await teacher.open();
      const retried = await checkAll();
      // a work checked before the kill has moved on: its retry is a 409, never a second check
      for (const answer of retried) expect([200, 409]).toContain(answer?.status);
      const done = await works.findBy({ id: In(ids) });
      for (const work of done) {
        expect(work.status).toBe(WorkStatus.Checked);
        expect(work.ball).toBe(BALL);
      }
      for (const id of ids) {
        const view = ok(await teacher.get<WorkView>(`/api/works/${id}`), 'work');
        expect(view.answers.map((answer) => answer.ball)).toEqual([4, 2]);
      }
      const notifications = data.getRepository(Notification);
      const told = await waitFor(
        async () => {
          const rows = await notifications.findBy({ kind: 'work_checked', workId: In(ids) });
          return rows.length >= STUDENTS ? rows : undefined;
        },
        30_000,
        () => killable.api.describe(),
      );
      expect(new Set(told.map((row) => row.workId)).size).toBe(STUDENTS);
      expect(told).toHaveLength(STUDENTS);
      console.log(
        `${_name}: killed with ${atKill} of ${STUDENTS} works checked; after the restart and the ` +
          `retries every work has the ball ${BALL} and its student one notification.`,
      );
    });
  },
);
