import type { INestApplication } from '@nestjs/common';
import { WorkStatus, type WorkComment } from '@tutor/contracts';
import { DataSource, IsNull } from 'typeorm';
import { Clock } from '../common/clock/clock.service';
import { Notification } from '../notifications/notification.entity';
import { NotificationsService } from '../notifications/notifications.service';
import type { TestBrowser } from '../testing/browser';
import { useWorksApp } from './testing/use-works-app';
import { createTask, createWork, worksRepository, type Cast } from './testing/works-fixtures';
import { OutboxEvent } from '../outbox/outbox-event.entity';
import { OUTBOX_GRACE_MS, OutboxSweep } from '../outbox/outbox.sweeper';
import { WorkEvents } from './work.events';
import type { Work } from './work.entity';

describe('work events saved with their change', () => {
  let app: INestApplication;
  let cast: Cast<TestBrowser>;
  useWorksApp({}, (created) => ({ app, cast } = created));

  const notesOf = (work: Work) =>
    app.get(DataSource).getRepository(Notification).findBy({ workId: work.id });
  const pendingOf = async (work: Work) =>
    (await app.get(DataSource).getRepository(OutboxEvent).findBy({ deliveredAt: IsNull() })).filter(
      (row) => 'workId' in row.event && row.event.workId === work.id,
    );
  const studentSees = async (work: Work): Promise<WorkComment[]> =>
    (await cast.student.browser.get(`/api/works/${work.id}/comments`).expect(200))
      .body as WorkComment[];

  /** The instance dies after the commit, before the listeners ran: nothing is delivered. */
  const dieBeforeDelivering = () =>
    jest.spyOn(app.get(WorkEvents), 'deliver').mockResolvedValue(undefined);
  /** The sweep of a later moment, once the saving request's grace has passed. */
  async function sweepLater(): Promise<void> {
    const later = Date.now() + OUTBOX_GRACE_MS + 1;
    jest.spyOn(app.get(Clock), 'now').mockReturnValue(later);
    await app.get(OutboxSweep).sweepOnce();
    jest.restoreAllMocks();
  }

  it('delivers a check that died before its notification and question comments, once', async () => {
    const { task, questions } = await createTask(app, cast.teacher.user);
    const work = await createWork(app, task, cast.student.user, { status: WorkStatus.Submitted });
    await cast.teacher.browser.post(`/api/works/${work.id}/open`).expect(200);
    await cast.teacher.browser
      .post(`/api/works/${work.id}/comments`)
      .send({ text: 'Проверьте знак', question_id: questions[0]?.id })
      .expect(201);
    const { version } = await worksRepository(app).findOneByOrFail({ id: work.id });

    dieBeforeDelivering();
    await cast.teacher.browser
      .put(`/api/works/${work.id}/check`)
      .send({ version, balls: [], finish: true })
      .expect(200);
    jest.restoreAllMocks();
    expect((await worksRepository(app).findOneByOrFail({ id: work.id })).status).toBe(
      WorkStatus.Checked,
    );
    expect(await notesOf(work)).toEqual([]);
    expect(await studentSees(work)).toEqual([]);
    expect(await pendingOf(work)).toHaveLength(1);

    await sweepLater();
    await sweepLater();
    const notes = await notesOf(work);
    expect(notes.map((note) => note.kind).sort()).toEqual(['comment_added', 'work_checked']);
    expect((await studentSees(work)).map((comment) => comment.text)).toEqual(['Проверьте знак']);
    expect(await pendingOf(work)).toEqual([]);
  });

  it('notifies once when the same saved event is delivered twice at once', async () => {
    const { task } = await createTask(app, cast.teacher.user);
    const work = await createWork(app, task, cast.student.user);
    dieBeforeDelivering();
    await cast.student.browser
      .post(`/api/works/${work.id}/submit`)
      .send({ version: work.version })
      .expect(200);
    jest.restoreAllMocks();
    const [saved] = await pendingOf(work);
    if (saved === undefined) throw new Error('The submit saved no event');
    const events = app.get(WorkEvents);
    await Promise.all(Array.from({ length: 20 }, () => events.deliver([saved])));
    const notes = await notesOf(work);
    expect(notes.map((note) => [note.kind, note.userId])).toEqual([
      ['work_submitted', cast.teacher.user.id],
    ]);
  });

  it('tries a delivery whose listener failed again, from the sweep', async () => {
    const { task } = await createTask(app, cast.teacher.user);
    const work = await createWork(app, task, cast.student.user);
    jest
      .spyOn(app.get(NotificationsService), 'notify')
      .mockRejectedValueOnce(new Error('the database is busy'));
    await cast.student.browser
      .post(`/api/works/${work.id}/submit`)
      .send({ version: work.version })
      .expect(200);
    jest.restoreAllMocks();
    expect(await notesOf(work)).toEqual([]);
    expect((await pendingOf(work)).map((row) => row.attempts)).toEqual([1]);
    await sweepLater();
    expect((await notesOf(work)).map((note) => note.kind)).toEqual(['work_submitted']);
    expect(await pendingOf(work)).toEqual([]);
  });
});
