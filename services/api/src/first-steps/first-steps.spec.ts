import type { INestApplication } from '@nestjs/common';
import { DispatchJobStatus, type FirstSteps, type Task } from '@tutor/contracts';
import { DataSource } from 'typeorm';
import { DispatchJob } from '../dispatch/dispatch-job.entity';
import {
  createStudent,
  join,
  signedInStudent,
  signedInTeacher,
  type SignedIn,
} from '../students/testing/students-fixtures';
import { taskInput } from '../tasks/testing/tasks-fixtures';
import { useAppAndBrowser } from '../testing/app-and-browser';
import type { TestBrowser } from '../testing/browser';

describe('a new teacher’s first steps', () => {
  let app: INestApplication;
  let anonymous: TestBrowser;
  useAppAndBrowser({}, { app: (a) => (app = a), browser: (b) => (anonymous = b) });

  let teacher: SignedIn;
  beforeEach(async () => {
    teacher = await signedInTeacher(app);
  });

  const stepsOf = async (who: SignedIn = teacher): Promise<FirstSteps> =>
    (await who.browser.get('/api/first-steps').expect(200)).body as FirstSteps;

  const makeTask = async (title: string): Promise<Task> =>
    (await teacher.browser.post('/api/tasks').send(taskInput({ title })).expect(201)).body as Task;

  const sendToAll = async (taskId: number): Promise<void> => {
    await teacher.browser
      .post(`/api/tasks/${taskId}/dispatches`)
      .send({ target: { kind: 'all' } })
      .expect(201);
  };

  it('starts with nothing done, not cached', async () => {
    const res = await teacher.browser.get('/api/first-steps').expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({
      has_student: false,
      has_task: false,
      has_sent: false,
      next_task: null,
      hidden: false,
    });
  });

  it('ticks each step from the teacher’s data, and offers the newest unsent task', async () => {
    const first = await makeTask('Дроби');
    expect(await stepsOf()).toMatchObject({
      has_task: true,
      has_sent: false,
      next_task: { id: first.id, title: 'Дроби' },
    });

    const student = await createStudent(app, 'Аня');
    await join(app, teacher.browser, student.id);
    expect((await stepsOf()).has_student).toBe(true);

    const second = await makeTask('Степени');
    expect((await stepsOf()).next_task).toEqual({ id: second.id, title: 'Степени' });
    // queued or already done: either way it is on its way
    await sendToAll(second.id);
    expect(await stepsOf()).toEqual({
      has_student: true,
      has_task: true,
      has_sent: true,
      next_task: { id: first.id, title: 'Дроби' },
      hidden: false,
    });
  });

  it('does not count a send that failed, nor a deleted task', async () => {
    const task = await makeTask('Удалённое');
    await app
      .get(DataSource)
      .getRepository(DispatchJob)
      .insert({
        taskId: task.id,
        teacherId: teacher.user.id,
        target: { kind: 'all' },
        status: DispatchJobStatus.FailedPermanently,
        runAt: Date.now(),
        createdAt: Date.now(),
      });
    expect(await stepsOf()).toMatchObject({ has_sent: false, next_task: { id: task.id } });
    await teacher.browser.delete(`/api/tasks/${task.id}`).expect(204);
    expect(await stepsOf()).toMatchObject({ has_task: false, next_task: null });
  });

  it('reads only the teacher’s own data', async () => {
    const other = await signedInTeacher(app, 'Other');
    await makeTask('Чужое');
    await join(app, teacher.browser, (await createStudent(app)).id);
    expect(await stepsOf(other)).toMatchObject({
      has_student: false,
      has_task: false,
      next_task: null,
    });
  });

  it('hides the card for good, twice in a row as once, for this teacher only', async () => {
    const [a, b] = await Promise.all([
      teacher.browser.post('/api/first-steps/hide').expect(200),
      teacher.browser.post('/api/first-steps/hide').expect(200),
    ]);
    expect((a.body as FirstSteps).hidden).toBe(true);
    expect((b.body as FirstSteps).hidden).toBe(true);
    expect((await stepsOf()).hidden).toBe(true);
    expect((await stepsOf(await signedInTeacher(app, 'Other'))).hidden).toBe(false);
  });

  it('is a teacher’s: 401 signed out, 403 for a student', async () => {
    await anonymous.get('/api/first-steps').expect(401);
    const student = await signedInStudent(app);
    await student.browser.get('/api/first-steps').expect(403);
    await student.browser.post('/api/first-steps/hide').expect(403);
  });
});
