import type { INestApplication } from '@nestjs/common';
import { WorkStatus } from '@tutor/contracts';
import { advanceClock, openBrowser, type TestBrowser } from '../testing/browser';
import { readMailDir, type ReadMail } from '../testing/mail-reader';
import { testMailDir } from '../testing/test-app';
import { waitUntil } from '../testing/wait-until';
import { createTask, createWork, type Cast } from '../works/testing/works-fixtures';
import { useWorksApp } from '../works/testing/use-works-app';
import type { Work } from '../works/work.entity';
import { NotificationSweeps, digestCutoff } from './notification-sweeps.service';
import { NotificationMailer } from './notification-mailer.service';
import type { NotificationsPage } from './notifications.service';
import { Notification } from './notification.entity';
import { forgetQueuedMail } from './testing/queued-mail';
import { DataSource } from 'typeorm';
import { UnsubscribeTokens } from './unsubscribe-tokens';

const anyMark: unknown = expect.objectContaining({ scale: expect.any(String) as unknown });

describe('notifications', () => {
  let app: INestApplication;
  let cast: Cast<TestBrowser>;

  useWorksApp({}, (created) => ({ app, cast } = created));

  beforeAll(async () => {
    await forgetQueuedMail(app);
    await settled();
  });

  const settled = () => app.get(NotificationMailer).settled();

  async function listOf(browser: TestBrowser, locale = 'ru'): Promise<NotificationsPage> {
    const res = await browser.get('/api/notifications').set('Accept-Language', locale).expect(200);
    return res.body as NotificationsPage;
  }

  /** Mail to `email` whose subject contains `subject`. */
  async function mailsTo(email: string, subject = ''): Promise<ReadMail[]> {
    await settled();
    return readMailDir(testMailDir()).filter(
      (mail) => mail.to.includes(email) && mail.subject.includes(subject),
    );
  }

  function unsubscribeLink(mail: ReadMail): string {
    const link = /\/api\/notifications\/unsubscribe\?token=[^\s"<]+/.exec(mail.text)?.[0];
    if (link === undefined) throw new Error(`no unsubscribe link in ${mail.subject}`);
    expect(mail.html).toContain(link.replaceAll('&', '&amp;'));
    expect(mail.listUnsubscribe).toContain(link);
    return link;
  }

  async function submitted(title: string): Promise<Work> {
    const { task } = await createTask(app, cast.teacher.user, { title });
    return createWork(app, task, cast.student.user, { status: WorkStatus.Submitted });
  }

  beforeAll(async () => {
    // The student reads the app in English, the teacher in Russian: mail follows.
    await listOf(cast.student.browser, 'en');
    await listOf(cast.teacher.browser, 'ru');
  });

  it('tells a student about a task a dispatch gave them, once, in their language', async () => {
    const { task } = await createTask(app, cast.teacher.user, { title: 'Dispatched fractions' });
    await cast.teacher.browser
      .post(`/api/tasks/${task.id}/dispatches`)
      .send({ target: { kind: 'students', student_ids: [cast.student.user.id] }, delay_at: null })
      .expect(201);
    const page = await waitUntil(
      'the task notification',
      () => listOf(cast.student.browser, 'en'),
      (list) => list.items.some((item) => item.task_title === 'Dispatched fractions'),
    );
    const item = page.items[0];
    expect(item).toMatchObject({
      kind: 'task_received',
      read: false,
      task_id: task.id,
      actor_name: 'Teacher',
      link: `/works/${item?.work_id ?? 0}`,
    });
    expect(page.unread).toBeGreaterThanOrEqual(1);
    const [mail, ...more] = await mailsTo(cast.student.user.email, 'Dispatched fractions');
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('New task: Dispatched fractions');
    expect(mail?.text).toContain('Teacher has sent you a new task');
    expect(mail?.text).toContain(`/works/${item?.work_id ?? 0}`);
    if (mail !== undefined) unsubscribeLink(mail);
  });

  it('tells the teacher about a submission and a resubmission, in Russian', async () => {
    const { task } = await createTask(app, cast.teacher.user, { title: 'Десятичные дроби' });
    const work = await createWork(app, task, cast.student.user);
    await cast.student.browser
      .post(`/api/works/${work.id}/submit`)
      .send({ version: 1 })
      .expect(200);
    const [first] = (await listOf(cast.teacher.browser)).items;
    expect(first).toMatchObject({ kind: 'work_submitted', work_id: work.id, resubmitted: false });
    const mails = await mailsTo(cast.teacher.user.email, 'Десятичные дроби');
    expect(mails.map((mail) => mail.subject)).toEqual(['Работа сдана: Десятичные дроби']);
    expect(mails[0]?.text).toContain('сдана. Ученик: Student');
    expect(mails[0]?.html).toContain('<html lang="ru">');

    const returned = await createWork(app, task, cast.student.user, {
      attempt: 2,
      returned: true,
    });
    await cast.student.browser
      .post(`/api/works/${returned.id}/submit`)
      .send({ version: 1 })
      .expect(200);
    const [second] = (await listOf(cast.teacher.browser)).items;
    expect(second).toMatchObject({ work_id: returned.id, resubmitted: true });
    expect(await mailsTo(cast.teacher.user.email, 'Работа сдана повторно')).toHaveLength(1);
  });

  it('tells the student their work was checked, and returned with the note', async () => {
    const checked = await submitted('Checked task');
    await cast.teacher.browser
      .put(`/api/works/${checked.id}/check`)
      .send({ version: checked.version, balls: [], finish: true })
      .expect(200);
    const returned = await submitted('Returned task');
    await cast.teacher.browser
      .post(`/api/works/${returned.id}/return`)
      .send({ version: returned.version, comment: 'Show the steps, please.' })
      .expect(200);
    const items = (await listOf(cast.student.browser, 'en')).items;
    expect(items.slice(0, 2)).toEqual([
      expect.objectContaining({ kind: 'work_returned', note: 'Show the steps, please.' }),
      expect.objectContaining({
        kind: 'work_checked',
        regraded: false,
        work_id: checked.id,
        mark: anyMark,
      }),
    ]);
    const [checkedMail] = await mailsTo(cast.student.user.email, 'Checked task');
    expect(checkedMail?.subject).toMatch(
      /^Your work has been checked: Checked task \(mark: 0\/\d+\)$/,
    );
    expect(checkedMail?.text).toMatch(/Mark: 0\/\d+/);
    const [returnedMail] = await mailsTo(cast.student.user.email, 'Returned task');
    expect(returnedMail?.text).toContain('Note: Show the steps, please.');
  });

  it('tells the other party about a new comment, never the author', async () => {
    const work = await submitted('Commented task');
    await cast.student.browser
      .post(`/api/works/${work.id}/comments`)
      .send({ text: 'Is the second answer right?' })
      .expect(201);
    const [teacherItem] = (await listOf(cast.teacher.browser)).items;
    expect(teacherItem).toMatchObject({
      kind: 'comment_added',
      actor_name: 'Student',
      note: 'Is the second answer right?',
    });
    expect((await listOf(cast.student.browser, 'en')).items[0]?.kind).not.toBe('comment_added');
    const [mail] = await mailsTo(cast.teacher.user.email, 'Новый комментарий: Commented task');
    expect(mail?.text).toContain('Комментарий: Is the second answer right?');
  });

  it('reminds of a deadline in 24 hours once per work, and only drafts', async () => {
    const now = Date.now();
    const { task } = await createTask(app, cast.teacher.user, {
      title: 'Due tomorrow',
      deadline: now + 12 * 3_600_000,
    });
    const draft = await createWork(app, task, cast.student.user);
    await createWork(app, task, cast.otherStudent.user, { status: WorkStatus.Submitted });
    const { task: later } = await createTask(app, cast.teacher.user, {
      deadline: now + 48 * 3_600_000,
    });
    await createWork(app, later, cast.student.user);
    const sweeps = app.get(NotificationSweeps);
    const [first, second] = await Promise.all([sweeps.deadlines(), sweeps.deadlines()]);
    await sweeps.deadlines();
    const reminders = (await listOf(cast.student.browser, 'en')).items.filter(
      (item) => item.kind === 'deadline_soon',
    );
    expect(reminders).toEqual([expect.objectContaining({ work_id: draft.id })]);
    expect((first ?? 0) + (second ?? 0)).toBeGreaterThanOrEqual(1);
    expect(
      await mailsTo(cast.student.user.email, 'Deadline in 24 hours: Due tomorrow'),
    ).toHaveLength(1);
    expect((await listOf(cast.otherStudent.browser)).items).toEqual([]);
  });

  it('honours mail preferences: the notification is shown, the mail is not sent', async () => {
    await cast.student.browser
      .put('/api/notifications/preferences')
      .set('Accept-Language', 'en')
      .send({ mail: { work_checked: false } })
      .expect(200)
      .expect(({ body }) =>
        expect(body).toEqual({
          kinds: [
            'task_received',
            'work_checked',
            'work_returned',
            'deadline_soon',
            'comment_added',
          ],
          mail: {
            task_received: true,
            work_checked: false,
            work_returned: true,
            deadline_soon: true,
            comment_added: true,
          },
        }),
      );
    const work = await submitted('Quietly checked');
    await cast.teacher.browser
      .put(`/api/works/${work.id}/check`)
      .send({ version: work.version, balls: [], finish: true })
      .expect(200);
    expect((await listOf(cast.student.browser, 'en')).items[0]).toMatchObject({
      kind: 'work_checked',
      work_id: work.id,
    });
    expect(await mailsTo(cast.student.user.email, 'Quietly checked')).toEqual([]);
    await cast.student.browser
      .put('/api/notifications/preferences')
      .send({ mail: { work_checked: true } })
      .expect(200);
  });

  it("sends the teacher's digest once a day, listing the day's submissions", async () => {
    const teacher = cast.otherTeacher;
    await listOf(teacher.browser, 'en');
    await teacher.browser
      .put('/api/notifications/preferences')
      .set('Accept-Language', 'en')
      .send({ submitted_delivery: 'digest' })
      .expect(200)
      .expect(({ body }) => expect(body).toMatchObject({ submitted_delivery: 'digest' }));
    for (const title of ['Digest one', 'Digest two']) {
      const { task } = await createTask(app, teacher.user, { title });
      const work = await createWork(app, task, cast.otherStudent.user);
      await cast.otherStudent.browser
        .post(`/api/works/${work.id}/submit`)
        .send({ version: 1 })
        .expect(200);
    }
    expect(await mailsTo(teacher.user.email)).toEqual([]);
    expect((await listOf(teacher.browser, 'en')).unread).toBe(2);

    const sweeps = app.get(NotificationSweeps);
    const toCutoff = digestCutoff(Date.now()) + 24 * 3_600_000 - Date.now() + 1000;
    advanceClock(app, toCutoff);
    const runs = await Promise.all([sweeps.digests(), sweeps.digests()]);
    await sweeps.digests();
    expect(runs.reduce((sum, n) => sum + n, 0)).toBe(1);
    const digests = await mailsTo(teacher.user.email);
    expect(digests.map((mail) => mail.subject)).toEqual(['Submitted works: 2']);
    expect(digests[0]?.text).toContain('Other student: “Digest one”');
    expect(digests[0]?.text).toContain('Other student: “Digest two”');
    if (digests[0] !== undefined) unsubscribeLink(digests[0]);
  });

  it('marks one or all read, and never another user’s', async () => {
    const work = await submitted('Read me');
    await cast.teacher.browser
      .put(`/api/works/${work.id}/check`)
      .send({ version: work.version, balls: [], finish: true })
      .expect(200);
    const before = await listOf(cast.student.browser, 'en');
    const id = before.items[0]?.id ?? 0;
    const stranger = await cast.otherStudent.browser
      .post('/api/notifications/read')
      .send({ ids: [id] })
      .expect(200);
    expect((await listOf(cast.student.browser, 'en')).unread).toBe(before.unread);
    expect((stranger.body as { unread: number }).unread).toBe(
      (await listOf(cast.otherStudent.browser)).unread,
    );
    expect((await listOf(cast.otherStudent.browser)).items.map((item) => item.id)).not.toContain(
      id,
    );

    const one = await cast.student.browser.post('/api/notifications/read').send({ ids: [id] });
    expect(one.status).toBe(200);
    expect(one.body).toEqual({ unread: before.unread - 1 });
    expect((await listOf(cast.student.browser, 'en')).items[0]).toMatchObject({ id, read: true });
    await cast.student.browser
      .post('/api/notifications/read')
      .send({ all: true })
      .expect(200, { unread: 0 });
  });

  it('pages newest first', async () => {
    const res = await cast.student.browser.get('/api/notifications?page=1&per_page=2').expect(200);
    const page = res.body as NotificationsPage;
    expect(page.items).toHaveLength(2);
    expect(page.per_page).toBe(2);
    const [a, b] = page.items;
    expect((a?.created_at ?? 0) >= (b?.created_at ?? 0)).toBe(true);
    const next = (
      await cast.student.browser.get('/api/notifications?page=2&per_page=2').expect(200)
    ).body as NotificationsPage;
    expect(next.items[0]?.id).not.toBe(a?.id);
  });

  it.each([
    ['/api/notifications/read', 'post', {}],
    ['/api/notifications/read', 'post', { ids: 'all' }],
    ['/api/notifications/read', 'post', { ids: [0] }],
    ['/api/notifications/read', 'post', { all: false }],
    ['/api/notifications/preferences', 'put', { mail: { work_checked: 'no' } }],
    ['/api/notifications/preferences', 'put', { mail: 'off' }],
    ['/api/notifications/preferences', 'put', { submitted_delivery: 'weekly' }],
  ] as const)('answers 422 to %s %s %j', async (path, method, body) => {
    const res = await cast.student.browser[method](path).send(body);
    expect(res.status).toBe(422);
    expect(res.body).toHaveProperty('errors');
  });

  it('answers 422 to a bad page', async () => {
    await cast.student.browser.get('/api/notifications?per_page=1000').expect(422);
    await cast.student.browser.get('/api/notifications?page=x').expect(422);
  });

  it('filters by kind and by unread, counting what the filter leaves', async () => {
    const checked = await submitted('Filtered task');
    await cast.teacher.browser
      .put(`/api/works/${checked.id}/check`)
      .send({ version: checked.version, balls: [], finish: true })
      .expect(200);
    const byKind = (
      await cast.student.browser
        .get('/api/notifications?kind=work_checked&per_page=100')
        .expect(200)
    ).body as NotificationsPage;
    expect(byKind.items.length).toBeGreaterThan(0);
    expect(byKind.items.every((item) => item.kind === 'work_checked')).toBe(true);
    expect(byKind.total).toBe(byKind.items.length);
    const unread = (await cast.student.browser.get('/api/notifications?unread=true').expect(200))
      .body as NotificationsPage;
    expect(unread.items.some((item) => item.task_title === 'Filtered task')).toBe(true);
    expect(unread.items.every((item) => !item.read)).toBe(true);
    expect(unread.total).toBe(unread.unread);
    await cast.student.browser.post('/api/notifications/read').send({ all: true }).expect(200);
    const none = (await cast.student.browser.get('/api/notifications?unread=true').expect(200))
      .body as NotificationsPage;
    expect(none).toMatchObject({ items: [], total: 0, unread: 0 });
  });

  it.each([
    ['kind=unknown', 'kind'],
    ['unread=yes', 'unread'],
  ])('answers 422 per field to a bad filter %s', async (query, field) => {
    const res = await cast.student.browser.get(`/api/notifications?${query}`).expect(422);
    expect(res.body).toHaveProperty(['errors', field]);
  });

  it('turns a kind off through the unsubscribe link, and refuses a forged one', async () => {
    const tokens = app.get(UnsubscribeTokens);
    const anonymous = await openBrowser(app);
    const token = tokens.sign({ userId: cast.student.user.id, kind: 'comment_added' });
    // The student's mail is in English; the page follows the mail, not the browser.
    await listOf(cast.student.browser, 'en');
    const page = await anonymous
      .get(`/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`)
      .set('Accept-Language', 'ru')
      .expect(200)
      .expect('Content-Type', /text\/html/);
    expect(page.text).toContain('You will no longer receive emails about new comments.');
    const prefs = await cast.student.browser.get('/api/notifications/preferences').expect(200);
    expect((prefs.body as { mail: Record<string, boolean> }).mail.comment_added).toBe(false);

    const forged = [
      token.replace(`${cast.student.user.id}.`, `${cast.otherStudent.user.id}.`),
      token.replace('comment_added', 'work_checked'),
      `${token.slice(0, -2)}AA`,
      'garbage',
      '',
    ];
    for (const bad of forged) {
      const res = await anonymous
        .get(`/api/notifications/unsubscribe?token=${encodeURIComponent(bad)}`)
        .set('Accept-Language', 'ru');
      expect(res.status).toBe(403);
      expect(res.text).toContain('Ссылка для отписки недействительна');
    }
    const other = await cast.otherStudent.browser.get('/api/notifications/preferences').expect(200);
    expect((other.body as { mail: Record<string, boolean> }).mail.comment_added).toBe(true);
  });

  it('sends mail left queued by a stopped instance, once', async () => {
    const { task } = await createTask(app, cast.teacher.user, { title: 'Left in the queue' });
    const work = await createWork(app, task, cast.student.user);
    const rows = app.get(DataSource).getRepository(Notification);
    await rows.insert({
      userId: cast.student.user.id,
      kind: 'work_checked',
      workId: work.id,
      taskId: task.id,
      data: { task_title: 'Left in the queue', regraded: true },
      onceKey: null,
      mail: 'queued',
      createdAt: Date.now(),
      readAt: null,
    });
    const mailer = app.get(NotificationMailer);
    mailer.kick();
    mailer.kick();
    const mails = await mailsTo(cast.student.user.email, 'Left in the queue');
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Your work has been re-graded: Left in the queue',
    ]);
    expect(await rows.countBy({ workId: work.id, mail: 'sent' })).toBe(1);
  });

  it('refuses an anonymous caller', async () => {
    const anonymous = await openBrowser(app);
    await anonymous.get('/api/notifications').expect(401);
    await anonymous.get('/api/notifications/preferences').expect(401);
  });
});
