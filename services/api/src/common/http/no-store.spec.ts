import type { INestApplication } from '@nestjs/common';
import { ROLE_TEACHER } from '@tutor/contracts';
import { signedInBrowser, type TestBrowser } from '../../testing/browser';
import { createTestApp } from '../../testing/test-app';
import { taskInput } from '../../tasks/testing/tasks-fixtures';

describe('Cache-Control of answers', () => {
  let app: INestApplication;
  let teacher: TestBrowser;
  let taskId: number;

  beforeAll(async () => {
    app = await createTestApp();
    ({ browser: teacher } = await signedInBrowser(app, { role: ROLE_TEACHER }));
    const res = await teacher.post('/api/tasks').send(taskInput()).expect(201);
    taskId = (res.body as { id: number }).id;
  });

  afterAll(async () => {
    await app.close();
  });

  it.each(['/api/tasks', '/api/user', '/api/subjects'])(
    'keeps the signed-in answer of GET %s out of caches',
    async (route) => {
      const res = await teacher.get(route).expect(200);
      expect(res.headers['cache-control']).toBe('no-store');
    },
  );

  it('keeps one task out of caches', async () => {
    const res = await teacher.get(`/api/tasks/${taskId}`).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('keeps a refusal out of caches too', async () => {
    const res = await teacher.get('/api/tasks/999999').expect(404);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('keeps the answer of a write out of caches', async () => {
    const res = await teacher.post('/api/subjects').send({ name: 'Cached?' }).expect(201);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('leaves a route’s own caching rule alone (the public settings)', async () => {
    const res = await teacher.get('/api/settings').expect(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});
