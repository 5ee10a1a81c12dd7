import type { INestApplication } from '@nestjs/common';
import { WorkStatus, type WorkSummary } from '@tutor/contracts';
import { signedInBrowser, type TestBrowser } from '../../testing/browser';
import { createTestApp } from '../../testing/test-app';
import {
  createCast,
  createTask,
  createWork,
  deleteTask,
  type Cast,
} from '../testing/works-fixtures';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe("the student's «to do» list (GET /api/works?view=todo)", () => {
  let app: INestApplication;
  let cast: Cast<TestBrowser>;

  beforeAll(async () => {
    app = await createTestApp({ WORK_TIMER_SWEEP_MS: '60000' });
  });
  beforeEach(async () => {
    cast = await createCast(app, signedInBrowser);
  });
  afterAll(async () => {
    await app.close();
  });

  const todo = async (browser: TestBrowser): Promise<WorkSummary[]> =>
    (await browser.get('/api/works?view=todo').expect(200)).body as WorkSummary[];

  async function send(title: string, fields: Parameters<typeof createTask>[2] = {}) {
    const { task } = await createTask(app, cast.teacher.user, { title, ...fields });
    return task;
  }

  it('lists drafts by deadline, the overdue first and marked, those without one last', async () => {
    const now = Date.now();
    const later = await send('Later', { deadline: now + 3 * DAY });
    const none = await send('No deadline');
    const soon = await send('Soon', { deadline: now + HOUR });
    const late = await send('Overdue', { deadline: now - DAY, postDeadlineAllowed: true });
    for (const task of [later, none, soon, late]) await createWork(app, task, cast.student.user);

    const works = await todo(cast.student.browser);
    expect(works.map((work) => work.title)).toEqual(['Overdue', 'Soon', 'Later', 'No deadline']);
    expect(works.map((work) => work.overdue)).toEqual([true, false, false, false]);
    expect(works.every((work) => work.todo && work.status === WorkStatus.Draft)).toBe(true);
  });

  it('keeps a returned work to do, labelled returned, and leaves the handed-in out', async () => {
    const now = Date.now();
    const returned = await send('Returned', { deadline: now + DAY });
    const submitted = await send('Submitted', { deadline: now + HOUR });
    const checked = await send('Checked');
    await createWork(app, returned, cast.student.user, { returned: true });
    await createWork(app, submitted, cast.student.user, { status: WorkStatus.Submitted });
    await createWork(app, checked, cast.student.user, { status: WorkStatus.Checked });

    const works = await todo(cast.student.browser);
    expect(works.map((work) => [work.title, work.status, work.returned])).toEqual([
      ['Returned', WorkStatus.Draft, true],
    ]);
    const all = (await cast.student.browser.get('/api/works').expect(200)).body as WorkSummary[];
    expect(all.map((work) => [work.title, work.todo, work.returned]).sort()).toEqual(
      [
        ['Checked', false, false],
        ['Returned', true, true],
        ['Submitted', false, false],
      ].sort(),
    );
  });

  it('moves a missed deadline that takes no late work out of «to do», still marked', async () => {
    const missed = await send('Missed', { deadline: Date.now() - HOUR });
    await createWork(app, missed, cast.student.user);
    expect(await todo(cast.student.browser)).toEqual([]);
    const [work] = (await cast.student.browser.get('/api/works?view=all').expect(200))
      .body as WorkSummary[];
    expect(work).toMatchObject({ title: 'Missed', overdue: true, todo: false });
  });

  it('shows only the signed-in student’s works, never a deleted task’s', async () => {
    const shared = await send('Shared', { deadline: Date.now() + DAY });
    const gone = await send('Gone', { deadline: Date.now() + DAY });
    await createWork(app, shared, cast.student.user);
    await createWork(app, gone, cast.student.user);
    await deleteTask(app, gone.id);
    const { task: foreign } = await createTask(app, cast.otherTeacher.user, { title: 'Foreign' });
    await createWork(app, foreign, cast.otherStudent.user);

    expect((await todo(cast.student.browser)).map((work) => work.title)).toEqual(['Shared']);
    expect((await todo(cast.otherStudent.browser)).map((work) => work.title)).toEqual(['Foreign']);
  });

  it.each(['later', 'TODO', '1', ''])('refuses ?view=%s with 422 on view', async (view) => {
    const res = await cast.student.browser.get(`/api/works?view=${view}`).expect(422);
    expect(res.body).toHaveProperty(['errors', 'view']);
  });

  it('answers 422 in English when asked', async () => {
    const res = await cast.student.browser
      .get('/api/works?view=soon')
      .set('Accept-Language', 'en')
      .expect(422);
    expect(res.body).toEqual({
      message: 'The view must be “todo” or “all”.',
      errors: { view: ['The view must be “todo” or “all”.'] },
    });
  });

  it('is the student’s own: a teacher is refused', async () => {
    await cast.teacher.browser.get('/api/works?view=todo').expect(403);
  });
});
