import type { INestApplication } from '@nestjs/common';
import { ROLE_STUDENT, ROLE_TEACHER, type Task, type TaskListPage } from '@tutor/contracts';
import type request from 'supertest';
import { openBrowser, signedInBrowser, type TestBrowser } from '../testing/browser';
import { createTestApp } from '../testing/test-app';
import { taskInput } from './testing/tasks-fixtures';

type Call = (browser: TestBrowser, taskId: number | string) => request.Test;

const ROUTES: Record<string, Call> = {
  'GET /api/tasks/:id': (b, id) => b.get(`/api/tasks/${id}`),
  'PUT /api/tasks/:id': (b, id) => b.put(`/api/tasks/${id}`).send(taskInput()),
  'DELETE /api/tasks/:id': (b, id) => b.delete(`/api/tasks/${id}`),
};

const ALL_ROUTES: Record<string, Call> = {
  'GET /api/tasks': (b) => b.get('/api/tasks'),
  'POST /api/tasks': (b) => b.post('/api/tasks').send(taskInput()),
  ...ROUTES,
};

describe('who may use the task routes', () => {
  let app: INestApplication;
  let teacher: TestBrowser;
  let otherTeacher: TestBrowser;
  let student: TestBrowser;
  let anonymous: TestBrowser;
  let taskId: number;

  beforeAll(async () => {
    app = await createTestApp();
    teacher = (await signedInBrowser(app, { role: ROLE_TEACHER })).browser;
    otherTeacher = (await signedInBrowser(app, { role: ROLE_TEACHER })).browser;
    student = (await signedInBrowser(app, { role: ROLE_STUDENT })).browser;
    anonymous = await openBrowser(app);
  });

  beforeEach(async () => {
    const res = await teacher.post('/api/tasks').send(taskInput()).expect(201);
    taskId = (res.body as Task).id;
  });

  afterAll(async () => {
    await app.close();
  });

  it.each(Object.entries(ALL_ROUTES))(
    '%s refuses an anonymous visitor with 401',
    async (_, call) => {
      const res = await call(anonymous, taskId).expect(401);
      expect(res.body).toEqual({ message: 'Unauthenticated.' });
    },
  );

  it.each(Object.entries(ALL_ROUTES))('%s refuses a student with 403', async (_, call) => {
    const res = await call(student, taskId).expect(403);
    expect(res.body).toEqual({ message: 'This action is unauthorized.' });
  });

  it.each(Object.entries(ROUTES))("%s refuses another teacher's task with 403", async (_, call) => {
    const res = await call(otherTeacher, taskId).expect(403);
    expect(res.body).toEqual({ message: 'This action is unauthorized.' });
    await teacher.get(`/api/tasks/${taskId}`).expect(200);
  });

  it.each(Object.entries(ROUTES))(
    '%s answers 404 for a task that does not exist',
    async (_, call) => {
      const res = await call(teacher, 2_000_000_000).expect(404);
      expect(res.body).toEqual({ message: 'Not Found.' });
    },
  );

  it.each(Object.entries(ROUTES))('%s answers 404 for a deleted task', async (_, call) => {
    await teacher.delete(`/api/tasks/${taskId}`).expect(204);
    await call(teacher, taskId).expect(404);
  });

  it.each(['abc', '0', '-1', '0x10', '99999999999', '1e3', '%20%201'])(
    'answers 404 for the id %s, which can name no task',
    async (id) => {
      await teacher.get(`/api/tasks/${id}`).expect(404);
      await teacher.put(`/api/tasks/${id}`).send(taskInput()).expect(404);
      await teacher.delete(`/api/tasks/${id}`).expect(404);
    },
  );

  it("lists only the teacher's own tasks", async () => {
    const res = await otherTeacher.get('/api/tasks').expect(200);
    expect((res.body as TaskListPage).items.map((task) => task.id)).not.toContain(taskId);
  });
});
