import type { INestApplication } from '@nestjs/common';
import { ROLE_STUDENT, ROLE_TEACHER, type Task, type WorkView } from '@tutor/contracts';
import { insertWork, taskInput } from '../tasks/testing/tasks-fixtures';
import { openBrowser, signedInBrowser } from '../testing/browser';
import { openApiPath, routeTable } from '../testing/route-table';
import { api, createTestApp } from '../testing/test-app';
import {
  DocumentSchemas,
  operationsOf,
  refsIn,
  type OpenApiDocument,
} from './testing/document-schemas';

describe('the OpenAPI document', () => {
  let app: INestApplication;
  let document: OpenApiDocument;

  beforeAll(async () => {
    app = await createTestApp();
    const res = await api(app).get('/api/openapi.json').expect(200);
    document = res.body as OpenApiDocument;
  });

  afterAll(async () => {
    await app.close();
  });

  const operationOf = (method: string, path: string) =>
    document.paths[openApiPath(path)]?.[method.toLowerCase()];

  it('is served to anyone as OpenAPI 3.1', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBe('Tutor platform API');
  });

  it('describes every route of the app under a unique camelCase operationId', () => {
    const routes = routeTable(app);
    expect(routes.length).toBeGreaterThan(50);
    const ids = routes.map((route) => {
      const operation = operationOf(route.method, route.path);
      expect({ route: route.handler, described: operation !== undefined }).toEqual({
        route: route.handler,
        described: true,
      });
      return operation?.operationId;
    });
    for (const id of ids) expect(id).toMatch(/^[a-z][a-zA-Z0-9]*$/);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operationsOf(document)).toHaveLength(routes.length);
  });

  it('has only references that resolve and schemas that compile', () => {
    const schemas = new DocumentSchemas(document);
    for (const ref of refsIn(document)) {
      const name = ref.replace('#/components/schemas/', '');
      expect({ ref, resolves: document.components.schemas[name] !== undefined }).toEqual({
        ref,
        resolves: true,
      });
    }
    for (const [name, schema] of Object.entries(document.components.schemas)) {
      expect({ name, compiles: typeof schemas.compile(schema) }).toEqual({
        name,
        compiles: 'function',
      });
    }
  });

  it('declares every parameter of every path', () => {
    for (const { path, operation } of operationsOf(document)) {
      const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      const declared = (operation.parameters ?? [])
        .filter((parameter) => parameter.in === 'path')
        .map((parameter) => parameter.name);
      expect({ path, declared }).toEqual({ path, declared: inPath });
    }
  });

  it('lists 401 on every route that needs a signed-in user, and on no public one', () => {
    for (const route of routeTable(app)) {
      const answers = Object.keys(operationOf(route.method, route.path)?.responses ?? {});
      expect({ route: route.handler, lists401: answers.includes('401') }).toEqual({
        route: route.handler,
        lists401: route.access !== 'public',
      });
    }
  });

  it('lists 403 on the teachers’, the students’ and the operators’ routes', () => {
    for (const route of routeTable(app)) {
      const answers = Object.keys(operationOf(route.method, route.path)?.responses ?? {});
      const roleRoute = ['teacher', 'student', 'operator'].includes(route.access ?? '');
      expect({ route: route.handler, lists403: answers.includes('403') }).toEqual({
        route: route.handler,
        lists403: roleRoute,
      });
    }
  });

  it('lists 419 on every state-changing route that checks the XSRF token', () => {
    for (const { method, operation } of operationsOf(document)) {
      const xsrf = (operation.security ?? []).some((scheme) => 'xsrf' in scheme);
      if (method === 'get' || !xsrf) continue;
      expect(operation.responses['419']?.description).toBe('CSRF token mismatch.');
    }
  });

  it('lists 422 with the field map on every route that takes a body or a query', () => {
    const fieldMap = document.components.schemas.ValidationErrorBody;
    expect(fieldMap).toMatchObject({
      required: ['message', 'errors'],
      properties: { errors: { additionalProperties: { items: { type: 'string' } } } },
    });
    for (const { operation } of operationsOf(document)) {
      const takesInput =
        operation.requestBody !== undefined ||
        (operation.parameters ?? []).some((parameter) => parameter.in === 'query');
      if (!takesInput || operation.operationId === 'oauthStart') continue;
      expect({
        operation: operation.operationId,
        schema: operation.responses['422']?.content?.['application/json']?.schema,
      }).toEqual({
        operation: operation.operationId,
        schema: { $ref: '#/components/schemas/ValidationErrorBody' },
      });
    }
  });

  it('lists 429 with Retry-After on the rate-limited account routes', () => {
    const login = operationOf('POST', '/login');
    expect(login?.responses['429']).toMatchObject({
      headers: { 'Retry-After': { schema: { type: 'integer' } } },
    });
  });

  it('describes request bodies with their rules: types, required, bounds, enums', () => {
    expect(document.components.schemas.LoginDto).toMatchObject({
      required: ['email'],
      properties: {
        email: { type: 'string', maxLength: 255, format: 'email' },
        stage: { oneOf: [{ enum: [0, 1, 2, 3, 4, 5] }, { type: 'null' }] },
      },
    });
    expect(document.components.schemas.TaskInputDto).toMatchObject({
      required: ['title', 'questions', 'max_ball', 'scale'],
      properties: {
        questions: {
          type: 'array',
          minItems: 1,
          maxItems: 100,
          items: { $ref: '#/components/schemas/TaskQuestionDto' },
        },
        max_ball: { type: 'integer', minimum: 1, maximum: 1000 },
      },
    });
    const checks = operationOf('GET', '/api/checks');
    expect(checks?.parameters).toContainEqual({
      name: 'per_page',
      in: 'query',
      required: false,
      schema: { type: 'integer', minimum: 1, maximum: 100 },
    });
  });

  it('bounds every array a request may send', () => {
    const unbounded: string[] = [];
    const walk = (value: unknown, where: string): void => {
      if (typeof value !== 'object' || value === null) return;
      const node = value as Record<string, unknown>;
      if (node.type === 'array' && typeof node.maxItems !== 'number') unbounded.push(where);
      for (const [key, item] of Object.entries(node)) walk(item, `${where}.${key}`);
    };
    for (const [name, schema] of Object.entries(document.components.schemas)) {
      if (name.endsWith('Dto')) walk(schema, name);
    }
    expect(unbounded).toEqual([]);
  });
});

describe('the API docs page', () => {
  let app: INestApplication;

  beforeAll(async () => {
    app = await createTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  it('loads swagger-ui from our own origin, with no inline script', async () => {
    const page = await api(app)
      .get('/api/docs')
      .expect(200)
      .expect('Content-Type', /text\/html/);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(page.text).not.toMatch(/<script>/);
    const sources = [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]);
    expect(sources).toEqual([
      '/api/docs/swagger-ui.css',
      '/api/docs/swagger-ui-bundle.js',
      '/api/docs/docs-init.js',
    ]);
    await api(app)
      .get('/api/docs/swagger-ui.css')
      .expect(200)
      .expect('Content-Type', /text\/css/);
    await api(app)
      .get('/api/docs/swagger-ui-bundle.js')
      .expect(200)
      .expect('Content-Type', /javascript/);
    const init = await api(app).get('/api/docs/docs-init.js').expect(200);
    expect(init.text).toContain("url: '/api/openapi.json'");
  });

  it('serves no other file of the package', async () => {
    await api(app).get('/api/docs/package.json').expect(404);
    await api(app).get('/api/docs/..%2Fpackage.json').expect(404);
  });
});

describe('real answers match the document', () => {
  let app: INestApplication;
  let schemas: DocumentSchemas;

  beforeAll(async () => {
    app = await createTestApp();
    const res = await api(app).get('/api/openapi.json').expect(200);
    schemas = new DocumentSchemas(res.body as OpenApiDocument);
  });

  afterAll(async () => {
    await app.close();
  });

  function expectDocumented(operationId: string, res: { status: number; body: unknown }): void {
    expect(schemas.answerErrors(operationId, res.status, res.body)).toEqual([]);
  }

  it('of the account and settings routes', async () => {
    expectDocumented('settingsGet', await api(app).get('/api/settings').expect(200));
    expectDocumented('healthCheck', await api(app).get('/api/health').expect(200));
    const { browser } = await signedInBrowser(app, { role: ROLE_TEACHER });
    expectDocumented('authUser', await browser.get('/api/user').expect(200));
    const anonymous = await openBrowser(app);
    expectDocumented('authLogin', await anonymous.post('/login').send({ email: 'x' }).expect(422));
    expectDocumented(
      'authLogin',
      await anonymous.post('/login').send({ stage: 0, email: 'nobody@example.com' }).expect(200),
    );
  });

  it('of a teacher’s subjects and tasks, and their refusals', async () => {
    const { browser } = await signedInBrowser(app, { role: ROLE_TEACHER });
    const subject = await browser.post('/api/subjects').send({ name: 'Algebra' }).expect(201);
    expectDocumented('subjectsCreate', subject);
    expectDocumented('subjectsCreate', await browser.post('/api/subjects').send({}).expect(422));
    const created = await browser
      .post('/api/tasks')
      .send(taskInput({ subject_id: (subject.body as { id: number }).id }))
      .expect(201);
    expectDocumented('tasksCreate', created);
    const task = created.body as Task;
    expectDocumented('tasksIndex', await browser.get('/api/tasks').expect(200));
    expectDocumented('tasksShow', await browser.get(`/api/tasks/${task.id}`).expect(200));
    expectDocumented('tasksShow', await browser.get('/api/tasks/999999').expect(404));
    expectDocumented('checkQueueChecks', await browser.get('/api/checks?per_page=5').expect(200));
    expectDocumented('tasksIndex', await api(app).get('/api/tasks').expect(401));
    const { browser: student } = await signedInBrowser(app, { role: ROLE_STUDENT });
    expectDocumented('tasksIndex', await student.get('/api/tasks').expect(403));
    expectDocumented(
      'subjectsCreate',
      await browser
        .post('/api/subjects')
        .set('X-XSRF-TOKEN', 'wrong')
        .send({ name: 'x' })
        .expect(419),
    );
  });

  it('of a student’s work and its comments', async () => {
    const { browser: teacher, user: teacherUser } = await signedInBrowser(app, {
      role: ROLE_TEACHER,
    });
    const task = (await teacher.post('/api/tasks').send(taskInput()).expect(201)).body as Task;
    const { browser: student, user: studentUser } = await signedInBrowser(app, {
      role: ROLE_STUDENT,
    });
    const work = await insertWork(app, {
      taskId: task.id,
      teacherId: teacherUser.id,
      studentId: studentUser.id,
    });
    expectDocumented('studentWorksList', await student.get('/api/works').expect(200));
    const started = await student.post(`/api/works/${work.id}/start`).expect(200);
    expectDocumented('studentWorksStart', started);
    const { version } = started.body as WorkView;
    const question = task.questions[0];
    const saved = await student
      .put(`/api/works/${work.id}/answers`)
      .send({ version, answers: [{ question_id: question?.id, value: { choice_ids: ['a'] } }] })
      .expect(200);
    expectDocumented('studentWorksSave', saved);
    expectDocumented('worksShow', await student.get(`/api/works/${work.id}`).expect(200));
    const comment = await student
      .post(`/api/works/${work.id}/comments`)
      .send({ text: 'Is 3/4 right?' })
      .expect(201);
    expectDocumented('commentsCreate', comment);
    expectDocumented(
      'commentsList',
      await teacher.get(`/api/works/${work.id}/comments`).expect(200),
    );
  });
});
