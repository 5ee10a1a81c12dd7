import { randomUUID } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { WorkStatus } from '@tutor/contracts';
import { createStudent } from '../students/testing/students-fixtures';
import { openBrowser, signedInBrowser, type TestBrowser } from '../testing/browser';
import { openApiPath, routeTable } from '../testing/route-table';
import { api, createTestApp } from '../testing/test-app';
import type { RouteAccess } from '../access/route-access';
import {
  createCast,
  createStoredFile,
  createSubject,
  createTask,
  createWork,
  enrol,
} from '../works/testing/works-fixtures';
import { FuzzCounts, fuzzOperation, FUZZ_RUNS, FUZZ_SEED } from './fuzz-run';
import { materialInput } from '../marketplace/testing/marketplace-fixtures';
import { fuzzSuite, type FuzzSuiteName } from './fuzz-suites';
import { operationsOf, type OpenApiDocument, type Operation } from './openapi-operations';

/** fast-check's report with the answer that failed, cut to a readable length. */
function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cut = (text: string) => (text.length > 2400 ? `${text.slice(0, 2400)}…` : text);
  const cause = error.cause instanceof Error ? `\n${cut(error.cause.message)}` : '';
  return `${cut(error.message.split('\nHint')[0] ?? '')}${cause}`;
}

/** A spec file runs a few dozen operations: minutes on a busy 2-core machine. */
const FUZZ_TIMEOUT_MS = 10 * 60 * 1000;

/**
 * The operator of a fuzz app (OPERATOR_EMAILS), for the operators' routes; one address per
 * app, since the suites of a worker share one database on PostgreSQL.
 */
const operatorEmail = (): string => `fuzz-operator-${randomUUID()}@example.com`;

interface FuzzWorld {
  app: NestExpressApplication;
  document: OpenApiDocument;
  anonymous: TestBrowser;
  teacher: TestBrowser;
  student: TestBrowser;
  operator: TestBrowser;
  /** Who may call each route, by `METHOD /api/path/{param}`, from the app's route table. */
  access: ReadonlyMap<string, RouteAccess | undefined>;
  /** Path params the fixtures made, so generated requests reach past the lookups. */
  known: Record<string, string>;
}

async function world(): Promise<FuzzWorld> {
  const operator = operatorEmail();
  const app = await createTestApp({ OPERATOR_EMAILS: operator });
  // one listening server: supertest would otherwise open one per request
  await app.listen(0, '127.0.0.1');
  const document = (await api(app).get('/api/openapi.json').expect(200)).body as OpenApiDocument;
  const cast = await createCast(app, signedInBrowser);
  const { teacher, student } = cast;
  await enrol(app, teacher.user, await createStudent(app));
  const subject = await createSubject(app, teacher.user);
  const { task } = await createTask(app, teacher.user, { subjectId: subject.id });
  const work = await createWork(app, task, student.user, { status: WorkStatus.Submitted });
  const file = await createStoredFile(app, student.user);
  const group = await teacher.browser
    .post('/api/groups')
    .send({ name: 'Fuzz', student_ids: [student.user.id] })
    .expect(201);
  const comment = await teacher.browser
    .post(`/api/works/${work.id}/comments`)
    .send({ text: 'Well done' });
  const job = await teacher.browser
    .post(`/api/tasks/${task.id}/dispatches`)
    .send({ target: { kind: 'all' } });
  const material = await teacher.browser
    .post('/api/materials')
    .send(materialInput(task.id))
    .expect(201);
  const groupId = (group.body as { id: number }).id;
  const journalExport = await teacher.browser
    .post('/api/journal/exports')
    .send({ format: 'csv', group_id: groupId });
  const materialId = (material.body as { id: number }).id;
  await teacher.browser.post(`/api/materials/${materialId}/versions`).send({ changelog: 'v1' });
  const known: Record<string, string> = {
    materialId: String(materialId),
    taskId: String(task.id),
    workId: String(work.id),
    subjectId: String(subject.id),
    studentId: String(student.user.id),
    groupId: String(groupId),
    exportId: String((journalExport.body as { id?: number }).id ?? 1),
    fileId: String(file.id),
    commentId: String((comment.body as { id?: number }).id ?? 1),
    jobId: String((job.body as { id?: number }).id ?? 1),
    provider: 'google',
    asset: 'swagger-ui.css',
  };
  return {
    app,
    document,
    anonymous: await openBrowser(app),
    teacher: teacher.browser,
    student: student.browser,
    operator: (await signedInBrowser(app, { email: operator })).browser,
    access: accessByOperation(app),
    known,
  };
}

/** `GET /api/tasks/:taskId` of the route table as the document writes it: `GET /api/tasks/{taskId}`. */
function accessByOperation(app: NestExpressApplication): Map<string, RouteAccess | undefined> {
  return new Map(
    routeTable(app).map((route) => [`${route.method} ${openApiPath(route.path)}`, route.access]),
  );
}

/** The caller each route is for: a student's and an operator's routes get theirs, the rest the teacher. */
function browserFor(world: FuzzWorld, operation: Operation): TestBrowser {
  if (!operation.signedIn) return world.anonymous;
  const route = `${operation.method.toUpperCase()} ${operation.path}`;
  if (!world.access.has(route))
    throw new Error(`${route} is in the document, not in the route table`);
  const access = world.access.get(route);
  if (access === 'student') return world.student;
  if (access === 'operator') return world.operator;
  return world.teacher;
}

/**
 * The fuzz suite of the operations the named suite picks from the OpenAPI document: FUZZ_RUNS
 * generated requests each, signed in as the role that calls it. Every operation runs
 * even when one fails; the test lists all that answered 5xx or a 422 of another shape.
 */
export function describeFuzz(suite: FuzzSuiteName): void {
  const { title, select } = fuzzSuite(suite);
  describe(`fuzz: ${title}`, () => {
    let fuzz: FuzzWorld;
    const counts = new FuzzCounts();

    beforeAll(async () => {
      fuzz = await world();
    });

    afterAll(async () => {
      process.stdout.write(`\n${counts.report(title)}\n`);
      await fuzz.app.close();
    });

    it(
      `answers every generated request without 5xx, 422s in the spec's shape (seed ${FUZZ_SEED}, ${FUZZ_RUNS} per operation)`,
      async () => {
        // deletes last: the fixtures they remove stay for the other operations
        const operations = operationsOf(fuzz.document)
          .filter(select)
          .sort((a, b) => Number(a.method === 'delete') - Number(b.method === 'delete'));
        expect(operations.length).toBeGreaterThan(0);
        const failures: string[] = [];
        for (const operation of operations) {
          try {
            await fuzzOperation(
              fuzz.document,
              operation,
              browserFor(fuzz, operation),
              fuzz.known,
              counts,
            );
          } catch (error) {
            failures.push(`${operation.id}: ${describeFailure(error)}`);
          }
        }
        expect(failures).toEqual([]);
      },
      FUZZ_TIMEOUT_MS,
    );
  });
}
