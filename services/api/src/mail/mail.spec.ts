import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { createUser, openBrowser } from '../testing/browser';
import { readMail, readMailDir } from '../testing/mail-reader';
import { startSmtpSink, type SmtpSink } from '../testing/smtp-sink';
import { createTestApp, tempDir } from '../testing/test-app';
import { MailService } from './mail.service';

const message = {
  to: 'anna@example.com',
  subject: 'Проверка связи',
  text: 'Здравствуйте, Анна!',
  html: '<p>Здравствуйте, <b>Анна</b>!</p>',
};

describe('mail', () => {
  describe('without SMTP_URL', () => {
    let app: INestApplication;
    const dir = join(tempDir('api-eml-'), 'not', 'yet', 'there');

    beforeAll(async () => {
      app = await createTestApp({ MAIL_DIR: dir, MAIL_FROM: 'Tutor <robot@tutor.example>' });
    });

    afterAll(async () => {
      await app.close();
    });

    it('writes each message as an .eml file, creating the folder', async () => {
      expect(existsSync(dir)).toBe(false);
      await app.get(MailService).send(message);
      await app.get(MailService).send({ ...message, to: 'boris@example.com' });
      expect(readdirSync(dir).filter((file) => file.endsWith('.eml'))).toHaveLength(2);
      const [first] = readMailDir(dir);
      expect(first).toEqual({
        to: 'anna@example.com',
        from: 'Tutor <robot@tutor.example>',
        subject: 'Проверка связи',
        text: 'Здравствуйте, Анна!',
        html: '<p>Здравствуйте, <b>Анна</b>!</p>',
        listUnsubscribe: '',
      });
    });

    it('sends a given unsubscribe link as the List-Unsubscribe header', async () => {
      const link = 'http://localhost/api/notifications/unsubscribe?token=t';
      await app
        .get(MailService)
        .send({ ...message, to: 'vera@example.com', listUnsubscribe: link });
      const mail = readMailDir(dir).find((read) => read.to === 'vera@example.com');
      expect(mail?.listUnsubscribe).toBe(link);
    });
  });

  describe('with SMTP_URL', () => {
    let sink: SmtpSink;
    let app: INestApplication;
    const dir = join(tempDir('api-eml-'), 'unused');

    beforeAll(async () => {
      sink = await startSmtpSink();
      app = await createTestApp({
        SMTP_URL: sink.url,
        MAIL_DIR: dir,
        APP_URL: 'http://tutor.example.com',
      });
    });

    beforeEach(() => {
      sink.messages.length = 0;
    });

    afterAll(async () => {
      await app.close();
      await sink.close();
    });

    it('sends over SMTP and writes no file', async () => {
      await app.get(MailService).send(message);
      expect(sink.messages).toHaveLength(1);
      expect(readMail(sink.messages[0] ?? '')).toMatchObject({
        to: 'anna@example.com',
        from: 'no-reply@tutor.example.com',
        subject: 'Проверка связи',
      });
      expect(existsSync(dir)).toBe(false);
    });

    it.each([
      [
        'en',
        'Reset Password Notification',
        'You are receiving this email because we received a password reset request for your account.',
        'This password reset link will expire in 60 minutes.',
      ],
      [
        'ru',
        'Уведомление о сбросе пароля',
        'Вы получили это письмо, потому что мы получили запрос на сброс пароля для вашей учётной записи.',
        'Ссылка для сброса пароля действительна 60 минут.',
      ],
    ])('mails the reset link in %s', async (language, subject, intro, expiry) => {
      const user = await createUser(app, { email: `reset+${language}-${Date.now()}@example.com` });
      const browser = await openBrowser(app);
      await browser
        .post('/password/email')
        .set('Accept-Language', language)
        .send({ email: user.email })
        .expect(200, { message: 'passwords.sent' });
      expect(sink.messages).toHaveLength(1);
      const mail = readMail(sink.messages[0] ?? '');
      expect(mail.to).toBe(user.email);
      expect(mail.subject).toBe(subject);
      const link = new RegExp(
        `http://tutor\\.example\\.com/password/reset/[0-9a-f]{64}\\?email=${encodeURIComponent(user.email).replace(/[+.]/g, '\\$&')}`,
      );
      expect(mail.text).toMatch(link);
      expect(mail.text).toContain(intro);
      expect(mail.text).toContain(expiry);
      expect(mail.html).toMatch(new RegExp(`href="${link.source}"`));
      expect(mail.html).toContain(intro);
      const raw = (sink.messages[0] ?? '').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      expect(raw).toMatch(link);
    });
  });
});
