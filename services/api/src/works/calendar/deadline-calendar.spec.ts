import type { INestApplication } from '@nestjs/common';
import { WorkStatus, type Calendar } from '@tutor/contracts';
import { BAD_VALUES, describeValue } from '../../testing/bad-input';
import { openBrowser, signedInBrowser, type TestBrowser } from '../../testing/browser';
import { createTestApp } from '../../testing/test-app';
import {
  createCast,
  createSubject,
  createTask,
  createWork,
  deleteTask,
  type Cast,
} from '../testing/works-fixtures';

const DAY = 86_400_000;
/** Monday 2 March 2026, 00:00 UTC: the test's weeks start here. */
const MONDAY = Date.UTC(2026, 2, 2);

describe('the calendar of deadlines (GET /api/calendar)', () => {
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

  const read = async (browser: TestBrowser, from: number, to: number): Promise<Calendar> =>
    (await browser.get(`/api/calendar?from=${from}&to=${to}`).expect(200)).body as Calendar;

  it("gives a student their works' deadlines in the range, earliest first", async () => {
    const subject = await createSubject(app, cast.teacher.user, 'Maths');
    const { task: friday } = await createTask(app, cast.teacher.user, {
      title: 'Friday',
      subjectId: subject.id,
      deadline: MONDAY + 4 * DAY + 10 * 3_600_000,
    });
    const { task: monday } = await createTask(app, cast.teacher.user, {
      title: 'Monday',
      deadline: MONDAY,
    });
    const { task: nextWeek } = await createTask(app, cast.teacher.user, {
      title: 'Next week',
      deadline: MONDAY + 7 * DAY,
    });
    const { task: none } = await createTask(app, cast.teacher.user, { title: 'No deadline' });
    const fridayWork = await createWork(app, friday, cast.student.user, { returned: true });
    const mondayWork = await createWork(app, monday, cast.student.user, {
      status: WorkStatus.Submitted,
    });
    await createWork(app, nextWeek, cast.student.user);
    await createWork(app, none, cast.student.user);

    const week = await read(cast.student.browser, MONDAY, MONDAY + 7 * DAY);
    expect(week).toEqual({
      from: MONDAY,
      to: MONDAY + 7 * DAY,
      items: [
        {
          kind: 'work',
          work_id: mondayWork.id,
          task_id: monday.id,
          title: 'Monday',
          subject: null,
          deadline: MONDAY,
          status: WorkStatus.Submitted,
          returned: false,
          overdue: false,
        },
        {
          kind: 'work',
          work_id: fridayWork.id,
          task_id: friday.id,
          title: 'Friday',
          subject: { id: subject.id, name: 'Maths' },
          deadline: friday.deadline,
          status: WorkStatus.Draft,
          returned: true,
          // a draft past its deadline by the clock the test runs at
          overdue: (friday.deadline ?? 0) < Date.now(),
        },
      ],
    });
  });

  it('marks an overdue draft and shows only the latest attempt of a task', async () => {
    const deadline = Date.now() - DAY;
    const { task } = await createTask(app, cast.teacher.user, { title: 'Missed', deadline });
    await createWork(app, task, cast.student.user, { status: WorkStatus.Checked });
    const second = await createWork(app, task, cast.student.user, { attempt: 2 });
    const { items } = await read(cast.student.browser, deadline - DAY, deadline + DAY);
    expect(items).toEqual([
      expect.objectContaining({ work_id: second.id, overdue: true, status: WorkStatus.Draft }),
    ]);
  });

  it('gives a teacher the tasks they sent, with how many students handed in', async () => {
    const { task: sent } = await createTask(app, cast.teacher.user, {
      title: 'Sent',
      deadline: MONDAY + DAY,
    });
    const { task: unsent } = await createTask(app, cast.teacher.user, {
      title: 'Never sent',
      deadline: MONDAY + DAY,
    });
    const { user: second } = await signedInBrowser(app, { firstName: 'Second', role: 2 });
    const { user: third } = await signedInBrowser(app, { firstName: 'Third', role: 2 });
    await createWork(app, sent, cast.student.user, { status: WorkStatus.Checked });
    await createWork(app, sent, cast.student.user, { attempt: 2 });
    await createWork(app, sent, second, { status: WorkStatus.Submitted });
    await createWork(app, sent, third, { returned: true });
    expect(unsent.id).toBeGreaterThan(0);

    const calendar = await read(cast.teacher.browser, MONDAY, MONDAY + 7 * DAY);
    expect(calendar.items).toEqual([
      {
        kind: 'task',
        task_id: sent.id,
        title: 'Sent',
        subject: null,
        deadline: MONDAY + DAY,
        submitted: 2,
        total: 3,
      },
    ]);
  });

  it("never shows another person's deadlines, nor a deleted task's", async () => {
    const { task: mine } = await createTask(app, cast.teacher.user, {
      title: 'Mine',
      deadline: MONDAY + DAY,
    });
    const { task: gone } = await createTask(app, cast.teacher.user, {
      title: 'Gone',
      deadline: MONDAY + DAY,
    });
    const { task: foreign } = await createTask(app, cast.otherTeacher.user, {
      title: 'Foreign',
      deadline: MONDAY + DAY,
    });
    await createWork(app, mine, cast.student.user);
    await createWork(app, gone, cast.student.user);
    await createWork(app, foreign, cast.otherStudent.user);
    await deleteTask(app, gone.id);
    const titles = async (browser: TestBrowser) =>
      (await read(browser, MONDAY, MONDAY + 7 * DAY)).items.map((item) => item.title);

    expect(await titles(cast.student.browser)).toEqual(['Mine']);
    expect(await titles(cast.teacher.browser)).toEqual(['Mine']);
    expect(await titles(cast.otherStudent.browser)).toEqual(['Foreign']);
    expect(await titles(cast.otherTeacher.browser)).toEqual(['Foreign']);
  });

  it('takes [from, to): a deadline at `to` belongs to the next period', async () => {
    const { task } = await createTask(app, cast.teacher.user, { deadline: MONDAY + 7 * DAY });
    await createWork(app, task, cast.student.user);
    expect((await read(cast.student.browser, MONDAY, MONDAY + 7 * DAY)).items).toEqual([]);
    expect(
      (await read(cast.student.browser, MONDAY + 7 * DAY, MONDAY + 8 * DAY)).items,
    ).toHaveLength(1);
  });

  it('asks for a session', async () => {
    const anonymous = await openBrowser(app);
    await anonymous.get(`/api/calendar?from=${MONDAY}&to=${MONDAY + DAY}`).expect(401);
  });

  it.each([
    ['', ['from', 'to']],
    [`from=${MONDAY}`, ['to']],
    [`to=${MONDAY}`, ['from']],
    [`from=abc&to=${MONDAY}`, ['from']],
    [`from=${MONDAY}&to=1.5`, ['to']],
    [`from=-5&to=${MONDAY}`, ['from']],
    [`from=${MONDAY}&to=${MONDAY}`, ['to']],
    [`from=${MONDAY}&to=${MONDAY - DAY}`, ['to']],
    [`from=${MONDAY}&to=${MONDAY + 63 * DAY}`, ['to']],
    [`from=1&from=2&to=${MONDAY}`, ['from']],
    [`from=${'9'.repeat(40)}&to=1`, ['from']],
  ])('refuses ?%s with 422 on %j', async (query, fields) => {
    const res = await cast.student.browser.get(`/api/calendar?${query}`).expect(422);
    expect(Object.keys((res.body as { errors: object }).errors).sort()).toEqual(fields);
  });

  it('says what is wrong in the request language', async () => {
    const span = `/api/calendar?from=${MONDAY}&to=${MONDAY + 90 * DAY}`;
    const ru = await cast.teacher.browser.get(span).expect(422);
    expect(ru.body).toEqual({
      message: 'Период должен быть не длиннее 62 дней.',
      errors: { to: ['Период должен быть не длиннее 62 дней.'] },
    });
    const en = await cast.teacher.browser
      .get(`/api/calendar?from=${MONDAY}&to=${MONDAY}`)
      .set('Accept-Language', 'en')
      .expect(422);
    expect(en.body).toMatchObject({
      errors: { to: ['The end of the period must be after its start.'] },
    });
  });

  it('accepts the longest span, 62 days', async () => {
    await read(cast.teacher.browser, MONDAY, MONDAY + 62 * DAY);
  });

  it.each(BAD_VALUES.map((value) => [describeValue(value), value]))(
    'never fails with a 500 for a query value %s',
    async (_label, value) => {
      const text = encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value));
      for (const query of [
        `from=${text.slice(0, 4000)}&to=${MONDAY}`,
        `from=0&to=${text.slice(0, 4000)}`,
      ]) {
        const res = await cast.student.browser.get(`/api/calendar?${query}`);
        expect([200, 422]).toContain(res.status);
      }
    },
  );
});
