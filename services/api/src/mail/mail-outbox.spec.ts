import type { INestApplication } from '@nestjs/common';
import { DataSource, type Repository } from 'typeorm';
import { createUser, openBrowser, stopClock } from '../testing/browser';
import { lastResetToken, readMail } from '../testing/mail-reader';
import { startSmtpSink, type SmtpSink } from '../testing/smtp-sink';
import { freePort } from '../testing/tcp-fault-proxy';
import { createTestApp } from '../testing/test-app';
import { waitUntil } from '../testing/wait-until';
import { MailOutboxMessage, MailOutboxStatus } from './mail-outbox.entity';
import { MailOutboxSweeper } from './mail-outbox.sweeper';
import { MailService } from './mail.service';

const message = (to: string) => ({ to, subject: 'Проверка', text: 'Текст', html: '<p>Текст</p>' });

function outbox(app: INestApplication): Repository<MailOutboxMessage> {
  return app.get(DataSource).getRepository(MailOutboxMessage);
}

function rowsTo(app: INestApplication, to: string): Promise<MailOutboxMessage[]> {
  return outbox(app).find({ where: { to }, order: { id: 'ASC' } });
}

describe('mail outbox', () => {
  let sink: SmtpSink | undefined;
  const apps: INestApplication[] = [];

  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    await sink?.close();
    sink = undefined;
  });

  async function appOn(port: number, env: Record<string, string> = {}): Promise<INestApplication> {
    const app = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      APP_URL: 'http://tutor.example.com',
      ...env,
    });
    apps.push(app);
    return app;
  }

  it('answers passwords.sent with SMTP down, and delivers the mail once SMTP is back', async () => {
    const port = await freePort();
    const app = await appOn(port, { MAIL_SWEEP_MS: '50', MAIL_RETRY_MS: '50' });
    const user = await createUser(app, { email: `late-${Date.now()}@example.com` });
    const browser = await openBrowser(app);

    await browser
      .post('/password/email')
      .send({ email: user.email })
      .expect(200, { message: 'passwords.sent' });
    const [pending] = await rowsTo(app, user.email);
    expect(pending).toMatchObject({ status: MailOutboxStatus.Pending, sentAt: null });
    expect(pending?.lastError).toMatch(/ECONNREFUSED/);

    sink = await startSmtpSink(port);
    const [sent] = await waitUntil(
      'delivery of the outbox row',
      () => rowsTo(app, user.email),
      ([row]) => row?.status === MailOutboxStatus.Sent,
    );
    expect(sent?.attempts).toBeGreaterThan(1);
    expect(sent).toMatchObject({ text: '', html: '', lastError: null });
    await app.get(MailOutboxSweeper).sweepOnce();
    await app.get(MailOutboxSweeper).sweepOnce();
    const mails = sink.messages.map(readMail).filter((mail) => mail.to === user.email);
    expect(mails).toHaveLength(1);
    expect(() => lastResetToken(mails, user.email)).not.toThrow();
  });

  it('sends each message once when two processes sweep the same outbox', async () => {
    const port = await freePort();
    const first = await appOn(port, { MAIL_SWEEP_MS: '50', MAIL_RETRY_MS: '50' });
    const second = await appOn(port, { MAIL_SWEEP_MS: '50', MAIL_RETRY_MS: '50' });
    const stamp = Date.now();
    const recipients = Array.from({ length: 20 }, (_, i) => `twice-${stamp}-${i}@example.com`);
    for (const to of recipients) await first.get(MailService).send(message(to));

    sink = await startSmtpSink(port);
    await waitUntil(
      'delivery of every message',
      () => outbox(second).countBy({ status: MailOutboxStatus.Sent }),
      () => recipients.every((to) => sink?.messages.some((raw) => readMail(raw).to === to)),
    );
    await Promise.all([first, second].map((app) => app.get(MailOutboxSweeper).sweepOnce()));
    const received = sink.messages
      .map((raw) => readMail(raw).to)
      .filter((to) => to.includes(`-${stamp}-`));
    expect(received.sort()).toEqual([...recipients].sort());
  });

  it('backs off exponentially and leaves the message failed after MAIL_MAX_ATTEMPTS', async () => {
    const port = await freePort();
    const app = await appOn(port, {
      MAIL_SWEEP_MS: '600000',
      MAIL_RETRY_MS: '60000',
      MAIL_MAX_ATTEMPTS: '3',
    });
    const clock = stopClock(app);
    const to = `backoff-${clock.now()}@example.com`;
    const sweep = (): Promise<void> => app.get(MailOutboxSweeper).sweepOnce();

    await app.get(MailService).send(message(to));
    expect(await rowsTo(app, to)).toMatchObject([
      { attempts: 1, nextAttemptAt: clock.now() + 60_000 },
    ]);
    await sweep();
    expect(await rowsTo(app, to)).toMatchObject([{ attempts: 1 }]);
    clock.advance(60_000);
    await sweep();
    expect(await rowsTo(app, to)).toMatchObject([
      { attempts: 2, nextAttemptAt: clock.now() + 120_000 },
    ]);
    clock.advance(120_000);
    await sweep();
    const [failed] = await rowsTo(app, to);
    expect(failed).toMatchObject({ status: MailOutboxStatus.Failed, attempts: 3, sentAt: null });
    expect(failed?.lastError).toMatch(/ECONNREFUSED/);
    clock.advance(3_600_000);
    await sweep();
    expect(await rowsTo(app, to)).toMatchObject([{ attempts: 3 }]);
  });

  it('takes over a message whose sender died mid-attempt, once its lease ran out', async () => {
    sink = await startSmtpSink();
    const app = await appOn(Number(new URL(sink.url).port), { MAIL_SWEEP_MS: '600000' });
    const clock = stopClock(app);
    const now = clock.now();
    const to = `lease-${now}@example.com`;
    await outbox(app).insert({
      from: 'robot@tutor.example.com',
      to,
      subject: 'S',
      text: 'T',
      html: '<p>T</p>',
      status: MailOutboxStatus.Sending,
      attempts: 1,
      nextAttemptAt: now,
      leaseUntil: now + 60_000,
      lastError: null,
      createdAt: now,
      sentAt: null,
    });
    await app.get(MailOutboxSweeper).sweepOnce();
    expect(await rowsTo(app, to)).toMatchObject([{ status: MailOutboxStatus.Sending }]);
    clock.advance(60_001);
    await app.get(MailOutboxSweeper).sweepOnce();
    expect(await rowsTo(app, to)).toMatchObject([{ status: MailOutboxStatus.Sent, attempts: 2 }]);
    expect(sink.messages.filter((raw) => readMail(raw).to === to)).toHaveLength(1);
  });
});
