import type { INestApplication } from '@nestjs/common';
import { WorkStatus } from '@tutor/contracts';
import type request from 'supertest';
import { DataSource } from 'typeorm';
import { insertGroup } from '../dispatch/testing/dispatch-fixtures';
import { taskInput } from '../tasks/testing/tasks-fixtures';
import { openBrowser, signedInBrowser, uniqueEmail, type TestBrowser } from '../testing/browser';
import { routeTable, type RouteEntry } from '../testing/route-table';
import { createTestApp } from '../testing/test-app';
import {
  createCast,
  createStoredFile,
  createSubject,
  createTask,
  createWork,
  type Cast,
  type Person,
} from '../works/testing/works-fixtures';
import { materialInput } from '../marketplace/testing/marketplace-fixtures';
import { ROLE_TEACHER } from '@tutor/contracts';
import { rubricInput } from '../rubrics/testing/rubrics-fixtures';

/** The address OPERATOR_EMAILS names in this suite (a teacher who also operates the service). */
const OPERATOR_EMAIL = uniqueEmail('operator');

/** The routes anyone may call; a new one is added here on purpose, or it is not public. */
const PUBLIC_ROUTES = [
  'GET /api/account/email/confirm',
  'GET /api/account/email/verify',
  'GET /api/docs',
  'GET /api/docs/:asset',
  'GET /api/docs/docs-init.js',
  'GET /api/health',
  'GET /api/notifications/unsubscribe',
  'GET /api/invites/:code',
  'GET /api/openapi.json',
  'GET /api/settings',
  'GET /oauth/:provider',
  'GET /oauth/:provider/callback',
  'GET /remotes.json',
  'POST /api/client-errors',
  'POST /login',
  'POST /logout',
  'POST /oauth/registration',
  'POST /password/email',
  'POST /password/reset',
  'POST /registration',
  'GET /payments/test/:paymentId',
  'POST /payments/test/:paymentId/pay',
  'POST /payments/test/:paymentId/cancel',
  'GET /payout-provider/test/self-employed/:connectionId',
  'POST /payout-provider/test/self-employed/:connectionId/allow',
  'POST /payout-provider/test/self-employed/:connectionId/decline',
  'POST /api/payments/yookassa/notifications',
];

const nameOf = (route: RouteEntry): string => `${route.method} ${route.path}`;

/** A valid body for each route that takes one, so a refusal is about who asks, not what. */
function sampleBody(route: RouteEntry): object | undefined {
  const bodies: Record<string, object> = {
    'POST /api/tasks': taskInput(),
    'PUT /api/tasks/:taskId': taskInput(),
    'POST /api/tasks/:taskId/dispatches': { target: { kind: 'all' }, delay_at: 4102444800000 },
    'POST /api/tasks/:taskId/dispatch-preview': { target: { kind: 'all' } },
    'POST /api/groups': { name: 'Group' },
    'PATCH /api/groups/:groupId': { name: 'Group' },
    'POST /api/subjects': { name: 'Subject' },
    'PATCH /api/subjects/:subjectId': { name: 'Subject' },
    'POST /api/question-bank': {
      subject_id: null,
      question: { type: 'long_text', text: 'A question', ball: 1 },
    },
    'POST /api/subjects/starter': { names: ['Алгебра'] },
    'POST /api/rubrics': rubricInput(),
    'PUT /api/rubrics/:rubricId': rubricInput(),
    'POST /api/works/:workId/comments': { text: 'A comment' },
    'PATCH /api/comments/:commentId': { text: 'A comment' },
    'POST /api/comment-bank': { text: 'A bank comment' },
    'PATCH /api/comment-bank/:bankEntryId': { text: 'A bank comment' },
    'PUT /api/works/:workId/answers': { version: 1, answers: [] },
    'POST /api/works/:workId/submit': { version: 1 },
    'PUT /api/works/:workId/check': { version: 1, balls: [], finish: false },
    'POST /api/works/:workId/return': { version: 1, comment: 'Again' },
    'PUT /api/works/:workId/annotations/:fileId/pages/:page': { version: 0, shapes: [] },
    'POST /api/students/join': { invite: 'no-such-invite' },
    'POST /api/materials': materialInput(1),
    'PATCH /api/materials/:materialId': materialInput(1),
    'POST /api/materials/:materialId/versions': { changelog: 'Second' },
    'POST /api/materials/:materialId/purchase': {},
    'POST /api/materials/:materialId/reviews': { rating: 5, text: 'Good' },
    'POST /api/materials/:materialId/reviews/:reviewId/answer': { answer: 'Thanks' },
    'PUT /api/journal/weights/:taskId': { weight: 2 },
    'POST /api/journal/exports': { group_id: 1, format: 'csv' },
    'PUT /api/payouts/requisites': {
      type: 1,
      name: 'Иванова Анна',
      inn: '773370857141',
      bic: '044525225',
      account: '40802810100000012345',
      wallet: null,
    },
  };
  return bodies[nameOf(route)];
}

function call(browser: TestBrowser, route: RouteEntry, ids: Record<string, number>): request.Test {
  const url = route.path.replace(/:(\w+)/g, (_, param: string) =>
    param === 'provider' ? 'google' : String(ids[param] ?? 1),
  );
  const test = browser[route.method === 'GET' ? 'get' : methodName(route.method)](url);
  const body = sampleBody(route);
  return body === undefined ? test : test.send(body);
}

const methodName = (method: RouteEntry['method']): 'post' | 'put' | 'patch' | 'delete' =>
  method === 'POST' ? 'post' : method === 'PUT' ? 'put' : method === 'PATCH' ? 'patch' : 'delete';

/** Routes whose path names a record of the cast's teacher or student. */
const namesARecord = (route: RouteEntry): boolean =>
  /:(?!provider\b)\w+/.test(route.path) && !route.path.startsWith('/oauth/');

/** Path parameters of the records whose owner RecordAccess answers for. */
const OWNED =
  /:(taskId|workId|groupId|subjectId|fileId|commentId|jobId|exportId|studentId|bankQuestionId|rubricId|bankEntryId)\b/;

const strangersOf = <T>(route: RouteEntry, cast: Cast<T>): Person<T>[] =>
  route.access === 'teacher'
    ? [cast.otherTeacher]
    : route.access === 'student'
      ? [cast.otherStudent]
      : [cast.otherTeacher, cast.otherStudent];

describe('who may call each route (deny by default)', () => {
  let app: INestApplication;
  let routes: RouteEntry[];
  let cast: Cast<TestBrowser>;
  let anonymous: TestBrowser;
  let operator: TestBrowser;
  let ids: Record<string, number>;

  beforeAll(async () => {
    app = await createTestApp({ OPERATOR_EMAILS: `someone@example.com, ${OPERATOR_EMAIL}` });
    routes = routeTable(app);
    anonymous = await openBrowser(app);
    cast = await createCast(app, signedInBrowser);
    ({ browser: operator } = await signedInBrowser(app, {
      role: ROLE_TEACHER,
      email: OPERATOR_EMAIL,
      firstName: 'Operator',
    }));
    const { teacher, student } = cast;
    const subject = await createSubject(app, teacher.user);
    const { task } = await createTask(app, teacher.user, { subjectId: subject.id });
    const work = await createWork(app, task, student.user, { status: WorkStatus.Submitted });
    const file = await createStoredFile(app, student.user);
    const groupId = await insertGroup(app.get(DataSource), teacher.user.id, [student.user.id]);
    const job = await teacher.browser
      .post(`/api/tasks/${task.id}/dispatches`)
      .send({ target: { kind: 'all' }, delay_at: 4102444800000 })
      .expect(201);
    const comment = await teacher.browser
      .post(`/api/works/${work.id}/comments`)
      .send({ text: 'Well done' })
      .expect(201);
    // a draft: nobody but its author sees it
    const material = await teacher.browser
      .post('/api/materials')
      .send(materialInput(task.id))
      .expect(201);
    const bankQuestion = await teacher.browser
      .post('/api/question-bank')
      .send({ subject_id: null, question: { type: 'long_text', text: 'Kept', ball: 1 } })
      .expect(201);
    const rubric = await teacher.browser.post('/api/rubrics').send(rubricInput()).expect(201);
    const bankEntry = await teacher.browser
      .post('/api/comment-bank')
      .send({ text: 'Well done, {имя}' })
      .expect(201);
    const journalExport = await teacher.browser
      .post('/api/journal/exports')
      .send({ group_id: groupId, format: 'csv' })
      .expect(202);
    ids = {
      materialId: (material.body as { id: number }).id,
      taskId: task.id,
      subjectId: subject.id,
      workId: work.id,
      fileId: file.id,
      groupId,
      studentId: student.user.id,
      jobId: (job.body as { id: number }).id,
      commentId: (comment.body as { id: number }).id,
      exportId: (journalExport.body as { id: number }).id,
      bankQuestionId: (bankQuestion.body as { question: { id: number } }).question.id,
      rubricId: (rubric.body as { id: number }).id,
      bankEntryId: (bankEntry.body as { id: number }).id,
    };
  });

  afterAll(async () => {
    await app.close();
  });

  it('finds every controller route', () => {
    expect(routes.length).toBeGreaterThan(50);
  });

  it('has every route say who may call it', () => {
    const silent = routes.filter((route) => route.access === undefined).map((r) => r.handler);
    expect(silent).toEqual([]);
  });

  it('makes public only the routes meant to be', () => {
    const open = routes.filter((route) => route.access === 'public').map(nameOf);
    expect(open.sort()).toEqual([...PUBLIC_ROUTES].sort());
  });

  it('refuses an anonymous caller with 401 on every other route', async () => {
    const answers = await Promise.all(
      routes
        .filter((route) => route.access !== 'public')
        .map(async (route) => {
          const res = await call(anonymous, route, ids);
          return { route: nameOf(route), status: res.status, body: res.body as unknown };
        }),
    );
    const wrong = answers.filter(
      (a) => a.status !== 401 || JSON.stringify(a.body) !== '{"message":"Unauthenticated."}',
    );
    expect(wrong).toEqual([]);
  });

  it('refuses the other roles with 403 on every teacher, student or operator route', async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      const others =
        route.access === 'teacher'
          ? [cast.student, cast.otherStudent]
          : route.access === 'student'
            ? [cast.teacher, cast.otherTeacher]
            : route.access === 'operator'
              ? [cast.teacher, cast.student, cast.otherTeacher, cast.otherStudent]
              : [];
      for (const person of others) {
        const res = await call(person.browser, route, ids);
        if (res.status !== 403)
          wrong.push(`${nameOf(route)} as ${person.user.firstName}: ${res.status}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('has operator routes, and lets an operator read every one of them', async () => {
    const reads = routes.filter((route) => route.access === 'operator' && route.method === 'GET');
    expect(reads.map(nameOf)).toContain('GET /api/remotes/status');
    const wrong: string[] = [];
    for (const route of reads) {
      const res = await call(operator, route, ids);
      if (res.status !== 200) wrong.push(`${nameOf(route)}: ${res.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('tells the shell who is an operator', async () => {
    const me = await operator.get('/api/user').expect(200);
    expect(me.body).toMatchObject({ email: OPERATOR_EMAIL, is_operator: true });
    const teacher = await cast.teacher.browser.get('/api/user').expect(200);
    expect(teacher.body).toMatchObject({ is_operator: false });
  });

  it('refuses a stranger with 403 or 404 on every route that names a record', async () => {
    const wrong: string[] = [];
    for (const route of routes.filter(namesARecord)) {
      for (const person of strangersOf(route, cast)) {
        const res = await call(person.browser, route, ids);
        if (![403, 404].includes(res.status)) {
          wrong.push(`${nameOf(route)} as ${person.user.firstName}: ${res.status}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers "not yours" with 403 on every route of an owned record, never 404', async () => {
    const wrong: string[] = [];
    const owned = routes.filter((route) => OWNED.test(route.path));
    for (const route of owned) {
      for (const person of strangersOf(route, cast)) {
        const res = await call(person.browser, route, ids);
        if (res.status !== 403) wrong.push(`${nameOf(route)} as ${person.user.firstName}`);
      }
    }
    expect(owned.length).toBeGreaterThan(20);
    expect(wrong).toEqual([]);
  });

  it('still serves the record to its owners after every refusal above', async () => {
    await cast.teacher.browser.get(`/api/tasks/${ids.taskId}`).expect(200);
    await cast.student.browser.get(`/api/works/${ids.workId}`).expect(200);
  });
});
