import type { INestApplication } from '@nestjs/common';
import { getRepositoryToken } from '@nestjs/typeorm';
import {
  ROLE_STUDENT,
  ROLE_TEACHER,
  WorkStatus,
  type Task,
  type TaskQuestionInput,
  type TaskListPage,
  questionInputOf,
} from '@tutor/contracts';
import type { Repository } from 'typeorm';
import { advanceClock, createUser, signedInBrowser, type TestBrowser } from '../testing/browser';
import { createTestApp } from '../testing/test-app';
import type { User } from '../users/user.entity';
import { Task as TaskEntity } from './task.entity';
import { TaskQuestion } from './task-question.entity';
import {
  insertAnswer,
  insertSubject,
  insertWork,
  taskInput,
  workRepository,
} from './testing/tasks-fixtures';

describe('a teacher’s tasks', () => {
  let app: INestApplication;
  let browser: TestBrowser;
  let teacher: User;
  let student: User;

  beforeAll(async () => {
    app = await createTestApp();
    student = await createUser(app, { role: ROLE_STUDENT });
  });

  beforeEach(async () => {
    ({ browser, user: teacher } = await signedInBrowser(app, { role: ROLE_TEACHER }));
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  afterAll(async () => {
    await app.close();
  });

  async function createTask(overrides: Parameters<typeof taskInput>[0] = {}): Promise<Task> {
    const res = await browser.post('/api/tasks').send(taskInput(overrides)).expect(201);
    return res.body as Task;
  }

  function asInput(questions: Task['questions']): TaskQuestionInput[] {
    return questions.map(questionInputOf);
  }

  describe('POST /api/tasks', () => {
    it('creates the task and answers it as GET shows it', async () => {
      const subject = await insertSubject(app, teacher.id, 'Algebra');
      const task = await createTask({ subject_id: subject.id, title: '  Fractions  ' });
      expect(task).toMatchObject({
        title: 'Fractions',
        subject_id: subject.id,
        subject: { id: subject.id, name: 'Algebra' },
        max_ball: 10,
        scale: { scale: 'five_point', thresholds: { 5: 90, 4: 70, 3: 50 } },
        show_answers: true,
        deadline: null,
      });
      expect(task.questions.map((q) => [q.position, q.type, q.ball])).toEqual([
        [0, 'single_choice', 4],
        [1, 'long_text', 5],
        [2, 'file', 1],
      ]);
      expect(task.questions[0]).toMatchObject({
        options: [
          { id: 'a', text: '3/4' },
          { id: 'b', text: '2/6' },
        ],
        correct: ['a'],
      });
      expect(task.questions[1]).not.toHaveProperty('options');
      expect(task.questions[1]).not.toHaveProperty('correct');
      const res = await browser.get(`/api/tasks/${task.id}`).expect(200);
      expect(res.body).toEqual(task);
    });

    it('fills in the optional fields and keeps only the chosen scale’s options', async () => {
      const res = await browser
        .post('/api/tasks')
        .send({
          title: 'Short',
          questions: [
            { type: 'short_text', text: 'Name a prime', ball: 3, options: [], correct: null },
          ],
          max_ball: 3,
          scale: { scale: 'pass_fail', pass_percent: 60, thresholds: { 5: 1, 4: 2, 3: 3 } },
          unknown_field: 'dropped',
        })
        .expect(201);
      expect(res.body).toMatchObject({
        subject_id: null,
        criteria: '',
        timer_minutes: 0,
        deadline: null,
        delay_at: null,
        only_new: false,
        can_repeated: false,
        show_answers: false,
        post_deadline_allowed: false,
        allow_question_copy: false,
        scale: { scale: 'pass_fail', pass_percent: 60 },
        decision: '',
      });
      expect((res.body as Task).scale).not.toHaveProperty('thresholds');
      expect(res.body).not.toHaveProperty('unknown_field');
    });

    it('accepts the points and custom scales', async () => {
      expect((await createTask({ scale: { scale: 'points' } })).scale).toEqual({ scale: 'points' });
      const custom = {
        scale: 'custom' as const,
        options: [
          { label: 'Excellent', min_percent: 85 },
          { label: 'Try again', min_percent: 0 },
        ],
      };
      expect((await createTask({ scale: custom })).scale).toEqual(custom);
    });

    it('allows any delay_at, and a deadline in the future', async () => {
      const now = Date.now();
      const task = await createTask({ delay_at: now - 60_000, deadline: now + 86_400_000 });
      expect(task).toMatchObject({ delay_at: now - 60_000, deadline: now + 86_400_000 });
    });
  });

  describe('GET /api/tasks', () => {
    it('lists the teacher’s tasks newest first, with their counts', async () => {
      const older = await createTask({ title: 'Older' });
      advanceClock(app, 1000);
      const newer = await createTask({ title: 'Newer' });
      const statuses = [
        WorkStatus.Draft,
        WorkStatus.Submitted,
        WorkStatus.Resubmitted,
        WorkStatus.BeingChecked,
        WorkStatus.Checked,
      ];
      for (const [attempt, status] of statuses.entries()) {
        await insertWork(app, {
          taskId: newer.id,
          teacherId: teacher.id,
          studentId: student.id,
          attempt: attempt + 1,
          status,
        });
      }
      await insertWork(app, {
        taskId: newer.id,
        teacherId: teacher.id,
        studentId: student.id,
        attempt: 9,
        status: WorkStatus.Submitted,
        withdrawnAt: Date.now(),
      });

      const res = await browser.get('/api/tasks').expect(200);
      const list = (res.body as TaskListPage).items;
      expect(list.map((task) => task.title)).toEqual(['Newer', 'Older']);
      expect(list[0]).toEqual({
        id: newer.id,
        title: 'Newer',
        subject: null,
        max_ball: 10,
        deadline: null,
        questions_count: 3,
        works_count: 5,
        awaiting_check_count: 3,
        origin: 'authored',
        created_at: newer.created_at,
        status: 'draft',
        archived_at: null,
      });
      expect(list[1]).toMatchObject({
        id: older.id,
        questions_count: 3,
        works_count: 0,
        awaiting_check_count: 0,
      });
    });

    it('leaves deleted tasks out', async () => {
      const task = await createTask();
      await browser.delete(`/api/tasks/${task.id}`).expect(204);
      const res = await browser.get('/api/tasks').expect(200);
      expect(res.body).toEqual({ items: [], total: 0, page: 1, per_page: 20 });
    });
  });

  describe('PUT /api/tasks/:taskId', () => {
    it('updates kept questions in place, inserts new ones and deletes left-out ones', async () => {
      const task = await createTask();
      const [choice, text, file] = asInput(task.questions);
      const res = await browser
        .put(`/api/tasks/${task.id}`)
        .send(
          taskInput({
            title: 'Fractions, revised',
            questions: [
              { ...text!, text: 'Explain it again.' },
              { type: 'short_text', text: 'New question', ball: 2 },
              { ...choice!, ball: 3 },
            ],
            max_ball: 10,
          }),
        )
        .expect(200);
      const updated = res.body as Task;
      expect(updated.title).toBe('Fractions, revised');
      expect(updated.questions.map((q) => [q.id, q.position, q.text, q.ball])).toEqual([
        [text!.id, 0, 'Explain it again.', 5],
        [expect.any(Number), 1, 'New question', 2],
        [choice!.id, 2, '1/2 + 1/4 = ?', 3],
      ]);
      expect(updated.questions.map((q) => q.id)).not.toContain(file!.id);
      const questions = app.get<Repository<TaskQuestion>>(getRepositoryToken(TaskQuestion));
      expect(await questions.countBy({ id: file!.id })).toBe(0);
      expect((await browser.get(`/api/tasks/${task.id}`).expect(200)).body).toEqual(updated);
    });

    it('treats ids on POST as new questions', async () => {
      const first = await createTask();
      const copy = await createTask({ questions: asInput(first.questions) });
      expect(copy.questions.map((q) => q.id)).not.toContain(first.questions[0]!.id);
    });

    it('refuses an id that is not a question of this task, or one listed twice', async () => {
      const other = await createTask();
      const task = await createTask();
      const [choice, text, file] = asInput(task.questions);
      const foreign = { ...file!, id: other.questions[2]!.id };
      let res = await browser
        .put(`/api/tasks/${task.id}`)
        .set('Accept-Language', 'en')
        .send(taskInput({ questions: [choice!, text!, foreign] }))
        .expect(422);
      expect(res.body).toEqual({
        message: 'This question is not part of the task.',
        errors: { 'questions.2.id': ['This question is not part of the task.'] },
      });
      res = await browser
        .put(`/api/tasks/${task.id}`)
        .set('Accept-Language', 'en')
        .send(taskInput({ questions: [choice!, text!, { ...file!, id: text!.id }] }))
        .expect(422);
      expect(res.body).toMatchObject({
        errors: { 'questions.2.id': ['This question is listed more than once.'] },
      });
    });

    /** A task whose second (text) question a student has answered. */
    async function taskWithAnsweredText() {
      const task = await createTask();
      const work = await insertWork(app, {
        taskId: task.id,
        teacherId: teacher.id,
        studentId: student.id,
      });
      const [choice, text, file] = asInput(task.questions);
      await insertAnswer(app, work.id, text!.id!);
      return { task, choice, text, file };
    }

    it('refuses to delete a question students have answered, and changes nothing', async () => {
      const { task, choice, file } = await taskWithAnsweredText();
      const res = await browser
        .put(`/api/tasks/${task.id}`)
        .set('Accept-Language', 'en')
        .send(taskInput({ title: 'Changed', questions: [choice!, { ...file!, ball: 6 }] }))
        .expect(409);
      expect(res.body).toEqual({
        message: 'Question 2 already has answers from students and cannot be deleted.',
        errors: {
          questions: ['Question 2 already has answers from students and cannot be deleted.'],
        },
      });
      // The inserted work (a draft) now counts as sent.
      expect((await browser.get(`/api/tasks/${task.id}`).expect(200)).body).toEqual({
        ...task,
        sent_students_count: 1,
        unstarted_works_count: 1,
      });
    });

    it('refuses to change the type of an answered question, in Russian too', async () => {
      const { task, choice, text, file } = await taskWithAnsweredText();
      const res = await browser
        .put(`/api/tasks/${task.id}`)
        .set('Accept-Language', 'ru')
        .send(taskInput({ questions: [choice!, { ...text!, type: 'short_text' }, file!] }))
        .expect(409);
      expect((res.body as { message: string }).message).toBe(
        'На вопрос 2 уже отвечали ученики: его тип нельзя изменить.',
      );
    });

    it('lets the text and ball of an answered question change', async () => {
      const { task, choice, text, file } = await taskWithAnsweredText();
      const res = await browser
        .put(`/api/tasks/${task.id}`)
        .send(
          taskInput({
            questions: [choice!, { ...text!, text: 'Reworded', ball: 4 }, { ...file!, ball: 2 }],
          }),
        )
        .expect(200);
      expect((res.body as Task).questions[1]).toMatchObject({
        id: text!.id,
        text: 'Reworded',
        ball: 4,
      });
    });

    it('keeps a deadline that has passed, but refuses to move it into the past', async () => {
      const deadline = Date.now() + 60_000;
      const task = await createTask({ deadline });
      advanceClock(app, 120_000);
      await browser
        .put(`/api/tasks/${task.id}`)
        .send(taskInput({ deadline, title: 'Late edit' }))
        .expect(200);
      const res = await browser
        .put(`/api/tasks/${task.id}`)
        .set('Accept-Language', 'en')
        .send(taskInput({ deadline: deadline + 1000 }))
        .expect(422);
      expect(res.body).toMatchObject({
        errors: { deadline: ['The deadline must be in the future.'] },
      });
    });

    it('moves updated_at and keeps created_at', async () => {
      const task = await createTask();
      advanceClock(app, 5000);
      const res = await browser
        .put(`/api/tasks/${task.id}`)
        .send(taskInput({ title: 'Again' }))
        .expect(200);
      const updated = res.body as Task;
      expect(updated.created_at).toBe(task.created_at);
      expect(updated.updated_at).toBeGreaterThanOrEqual(task.updated_at + 5000);
    });
  });

  describe('DELETE /api/tasks/:taskId', () => {
    it('soft-deletes the task and withdraws its works, and only its works', async () => {
      const task = await createTask();
      const kept = await createTask();
      const work = await insertWork(app, {
        taskId: task.id,
        teacherId: teacher.id,
        studentId: student.id,
      });
      const otherWork = await insertWork(app, {
        taskId: kept.id,
        teacherId: teacher.id,
        studentId: student.id,
      });
      advanceClock(app, 1000);
      const before = Date.now();

      await browser.delete(`/api/tasks/${task.id}`).expect(204);

      const works = workRepository(app);
      const withdrawn = await works.findOneByOrFail({ id: work.id });
      expect(withdrawn.withdrawnAt).toBeGreaterThanOrEqual(before);
      expect((await works.findOneByOrFail({ id: otherWork.id })).withdrawnAt).toBeNull();
      const tasks = app.get<Repository<TaskEntity>>(getRepositoryToken(TaskEntity));
      expect((await tasks.findOneByOrFail({ id: task.id })).deletedAt).toBeGreaterThanOrEqual(
        before,
      );
      await browser.get(`/api/tasks/${task.id}`).expect(404);
      await browser.get(`/api/tasks/${kept.id}`).expect(200);
    });
  });
});
