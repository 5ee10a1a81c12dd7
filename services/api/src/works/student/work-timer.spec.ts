import type { INestApplication } from '@nestjs/common';
import { ROLE_STUDENT, WorkRefusalCode, WorkStatus, type WorkView } from '@tutor/contracts';
import { advanceClock, createUser, type TestBrowser } from '../../testing/browser';
import { createTestApp } from '../../testing/test-app';
import { createTask, createWork, worksRepository, type Cast } from '../testing/works-fixtures';
import { WorkTimerSweeper } from './work-timer-sweeper.service';
import type { Work } from '../work.entity';
import { useWorksApp } from '../testing/use-works-app';
import { WorkEvents, type WorkEvent } from '../work.events';

const MINUTE = 60_000;

describe('the work timer, enforced by the server', () => {
  let app: INestApplication;
  let cast: Cast<TestBrowser>;

  useWorksApp({}, (created) => ({ app, cast } = created));

  /** A 10-minute work the cast's student started just now. */
  async function startedWork(fields: Partial<Work> = {}, deadline: number | null = null) {
    const { task, questions } = await createTask(app, cast.teacher.user, {
      timerMinutes: 10,
      deadline,
      postDeadlineAllowed: deadline !== null,
    });
    const work = await createWork(app, task, cast.student.user, {
      startedAt: Date.now(),
      ...fields,
    });
    return { task, questions, work, endsAt: (work.startedAt ?? 0) + 10 * MINUTE };
  }

  const stored = (work: Work) => worksRepository(app).findOneByOrFail({ id: work.id });

  it('keeps the draft open before the end', async () => {
    const { work } = await startedWork();
    advanceClock(app, 10 * MINUTE - 1000);
    const page = (await cast.student.browser.get(`/api/works/${work.id}`).expect(200))
      .body as WorkView;
    expect(page.status).toBe(WorkStatus.Draft);
  });

  it('submits a timed-out draft when it is opened, at the moment the timer ended', async () => {
    const { work, endsAt } = await startedWork();
    advanceClock(app, 10 * MINUTE + 5000);
    const page = (await cast.student.browser.get(`/api/works/${work.id}`).expect(200))
      .body as WorkView;
    expect(page).toMatchObject({
      status: WorkStatus.Submitted,
      submitted_at: endsAt,
      ends_at: endsAt,
      late: false,
      version: work.version + 1,
    });
  });

  it('submits it for the teacher opening it too', async () => {
    const { work } = await startedWork();
    advanceClock(app, 11 * MINUTE);
    const page = (await cast.teacher.browser.get(`/api/works/${work.id}`).expect(200))
      .body as WorkView;
    expect(page.status).toBe(WorkStatus.Submitted);
  });

  it('refuses a save after the end with time_is_up, and submits the work', async () => {
    const { work, questions, endsAt } = await startedWork();
    advanceClock(app, 10 * MINUTE);
    const res = await cast.student.browser
      .put(`/api/works/${work.id}/answers`)
      .set('Accept-Language', 'en')
      .send({
        version: work.version,
        answers: [{ question_id: questions[2]?.id, value: { text: 'late' } }],
      })
      .expect(409);
    expect(res.body).toEqual({
      message: 'Time is up: the work has been submitted automatically.',
      code: WorkRefusalCode.TimeIsUp,
    });
    expect(await stored(work)).toMatchObject({
      status: WorkStatus.Submitted,
      submittedAt: endsAt,
    });
  });

  it('refuses a submit after the end with time_is_up (the work is already submitted)', async () => {
    const { work } = await startedWork();
    advanceClock(app, 20 * MINUTE);
    const res = await cast.student.browser
      .post(`/api/works/${work.id}/submit`)
      .send({ version: work.version })
      .expect(409);
    expect(res.body).toMatchObject({ code: WorkRefusalCode.TimeIsUp });
    expect((await stored(work)).status).toBe(WorkStatus.Submitted);
  });

  it('submits a reworked draft to 2', async () => {
    const { work } = await startedWork({ returned: true });
    advanceClock(app, 11 * MINUTE);
    await cast.student.browser.get(`/api/works/${work.id}`).expect(200);
    expect((await stored(work)).status).toBe(WorkStatus.Resubmitted);
  });

  it('marks it late when the timer ended after the deadline', async () => {
    const { work } = await startedWork({}, Date.now() + 5 * MINUTE);
    advanceClock(app, 11 * MINUTE);
    await cast.student.browser.get(`/api/works/${work.id}`).expect(200);
    expect((await stored(work)).late).toBe(true);
  });

  it("submits the student's timed-out drafts when the list is read", async () => {
    const { work } = await startedWork();
    advanceClock(app, 11 * MINUTE);
    const list = (await cast.student.browser.get('/api/works').expect(200)).body as {
      id: number;
      status: number;
    }[];
    expect(list.find((row) => row.id === work.id)?.status).toBe(WorkStatus.Submitted);
  });

  describe('the sweeper', () => {
    it('submits every timed-out draft in one go, and only those', async () => {
      const other = await createUser(app, { role: ROLE_STUDENT });
      const { task: timed } = await createTask(app, cast.teacher.user, {
        timerMinutes: 10,
        deadline: Date.now() + 5 * MINUTE,
        postDeadlineAllowed: true,
      });
      const { task: untimed } = await createTask(app, cast.teacher.user);
      const now = Date.now();
      const expiredA = await createWork(app, timed, cast.student.user, { startedAt: now });
      const expiredB = await createWork(app, timed, other, { startedAt: now, returned: true });
      const running = await createWork(app, timed, cast.student.user, {
        attempt: 2,
        startedAt: now + 5 * MINUTE,
      });
      const notStarted = await createWork(app, timed, cast.student.user, { attempt: 3 });
      const noTimer = await createWork(app, untimed, cast.student.user, { startedAt: now });
      const withdrawn = await createWork(app, timed, cast.student.user, {
        attempt: 4,
        startedAt: now,
        withdrawnAt: now,
      });
      advanceClock(app, 11 * MINUTE);

      const submitted = await app.get(WorkTimerSweeper).sweepOnce();

      expect(submitted).toBeGreaterThanOrEqual(2);
      expect(await stored(expiredA)).toMatchObject({
        status: WorkStatus.Submitted,
        submittedAt: now + 10 * MINUTE,
        late: true,
        version: expiredA.version + 1,
      });
      expect(await stored(expiredB)).toMatchObject({ status: WorkStatus.Resubmitted, late: true });
      for (const work of [running, notStarted, noTimer, withdrawn]) {
        expect((await stored(work)).status).toBe(WorkStatus.Draft);
      }
      expect(await app.get(WorkTimerSweeper).sweepOnce()).toBe(0);
    });

    it('is not late when the timer ended before the deadline', async () => {
      const { work } = await startedWork({}, Date.now() + 60 * MINUTE);
      advanceClock(app, 10 * MINUTE);
      await app.get(WorkTimerSweeper).sweepOnce();
      expect(await stored(work)).toMatchObject({ status: WorkStatus.Submitted, late: false });
    });

    it('tells the works events of each work it submitted, once', async () => {
      const events: WorkEvent[] = [];
      app.get(WorkEvents).subscribe(async (event) => {
        events.push(event);
      });
      const { work } = await startedWork();
      const { work: returned } = await startedWork({ returned: true, attempt: 2 });
      advanceClock(app, 11 * MINUTE);
      await app.get(WorkTimerSweeper).sweepOnce();
      await app.get(WorkTimerSweeper).sweepOnce();
      await cast.student.browser.get(`/api/works/${work.id}`).expect(200);
      expect(events.filter((event) => event.type === 'work_submitted')).toEqual(
        expect.arrayContaining([
          { type: 'work_submitted', workId: work.id, resubmitted: false },
          { type: 'work_submitted', workId: returned.id, resubmitted: true },
        ]),
      );
      expect(events.filter((event) => event.type === 'work_submitted')).toHaveLength(2);
    });

    it('runs sweeps one after another', async () => {
      const sweeper = app.get(WorkTimerSweeper);
      const counts = await Promise.all([sweeper.sweepOnce(), sweeper.sweepOnce()]);
      expect(counts).toEqual([expect.any(Number), 0]);
    });
  });

  it('sweeps on its own every WORK_TIMER_SWEEP_MS once the app has started', async () => {
    const quick = await createTestApp({ WORK_TIMER_SWEEP_MS: '50' });
    try {
      const { task } = await createTask(quick, cast.teacher.user, { timerMinutes: 1 });
      const work = await createWork(quick, task, cast.student.user, {
        startedAt: Date.now() - 2 * MINUTE,
      });
      const repository = worksRepository(quick);
      let status = work.status;
      // Waits for the condition (up to 5 s), polling every 20 ms.
      for (let tries = 0; tries < 250 && status === WorkStatus.Draft; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        status = (await repository.findOneByOrFail({ id: work.id })).status;
      }
      expect(status).toBe(WorkStatus.Submitted);
    } finally {
      await quick.close();
    }
  });
});
