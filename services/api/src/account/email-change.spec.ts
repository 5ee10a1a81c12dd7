import { createHash } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { getRepositoryToken } from '@nestjs/typeorm';
import type { ValidationErrorBody } from '@tutor/contracts';
import type { Repository } from 'typeorm';
import {
  advanceClock,
  createUser,
  openBrowser,
  signedInBrowser,
  uniqueEmail,
  type TestBrowser,
} from '../testing/browser';
import { useAppAndBrowser } from '../testing/app-and-browser';
import { readMailDir, type ReadMail } from '../testing/mail-reader';
import { testMailDir } from '../testing/test-app';
import { UsersService } from '../users/users.service';
import { EmailChange } from './email-change.entity';

const LINK = /http:\/\/localhost:3000\/api\/account\/email\/confirm\?token=([0-9a-f]{64})/;

const mailsTo = (email: string): ReadMail[] =>
  readMailDir(testMailDir()).filter((mail) => mail.to.includes(email));

function mailedToken(email: string): string {
  const token = LINK.exec(mailsTo(email).at(-1)?.text ?? '')?.[1];
  if (token === undefined) throw new Error(`No confirmation link was mailed to ${email}`);
  return token;
}

describe('email change', () => {
  let app: INestApplication;
  let visitor: TestBrowser;
  useAppAndBrowser({}, { app: (a) => (app = a), browser: (b) => (visitor = b) });

  const request = (browser: TestBrowser, email: unknown, language = 'en') =>
    browser.post('/api/account/email').set('Accept-Language', language).send({ email });

  const open = (token: string, browser = visitor) =>
    browser.get(`/api/account/email/confirm?token=${token}`).expect(302);

  const emailOf = async (id: number) => (await app.get(UsersService).findById(id))?.email;

  it('mails a link to the new address and changes the email only when it is opened', async () => {
    const { browser, user } = await signedInBrowser(app);
    const wanted = uniqueEmail('new');
    const res = await request(browser, wanted.toUpperCase()).expect(200);
    expect(res.body).toEqual({ message: `We have emailed a confirmation link to ${wanted}.` });
    const mail = mailsTo(wanted).at(-1);
    expect(mail?.subject).toBe('Confirm your new email address');
    expect(mail?.html).toContain('/api/account/email/confirm?token=');
    expect(await emailOf(user.id)).toBe(user.email);

    const opened = await open(mailedToken(wanted), browser);
    expect(opened.headers.location).toBe('/settings?email_change=done');
    expect(await emailOf(user.id)).toBe(wanted);
    const notice = mailsTo(user.email).at(-1);
    expect(notice?.subject).toBe('Email вашей учётной записи изменён');
    expect(notice?.text).toContain(wanted);
    // signed in still, and by the new address from now on
    await browser.get('/api/user').expect(200);
    const fresh = await openBrowser(app);
    await fresh.signIn(wanted, 'Tr1cky-Pineapple');
  });

  it('opened signed out, changes the email and sends to /login with the new address', async () => {
    const { browser, user } = await signedInBrowser(app);
    const wanted = uniqueEmail('away');
    await request(browser, wanted).expect(200);
    const token = mailedToken(wanted);
    const opened = await open(token);
    expect(opened.headers.location).toBe(
      `/login?message=email_change.done&email=${encodeURIComponent(wanted)}`,
    );
    expect(await emailOf(user.id)).toBe(wanted);
    expect((await open(token)).headers.location).toBe('/login?message=email_change.invalid');
  });

  it('opened by someone else signed in, changes it and says so on /login', async () => {
    const { browser, user } = await signedInBrowser(app);
    const { browser: other } = await signedInBrowser(app);
    const wanted = uniqueEmail('shared');
    await request(browser, wanted).expect(200);
    advanceClock(app, 60 * 60_000 + 1);
    expect((await open(mailedToken(wanted), other)).headers.location).toBe(
      '/login?message=email_change.expired',
    );
    await request(browser, wanted).expect(200);
    expect((await open(mailedToken(wanted), other)).headers.location).toBe(
      `/login?message=email_change.done&email=${encodeURIComponent(wanted)}`,
    );
    expect(await emailOf(user.id)).toBe(wanted);
  });

  it('stores only a SHA-256 of the token and spends it once', async () => {
    const { browser, user } = await signedInBrowser(app);
    const wanted = uniqueEmail('new');
    await request(browser, wanted).expect(200);
    const token = mailedToken(wanted);
    const rows: Repository<EmailChange> = app.get(getRepositoryToken(EmailChange));
    const row = await rows.findOneBy({ userId: user.id });
    expect(row?.token).toBe(createHash('sha256').update(token).digest('hex'));
    expect(row?.email).toBe(wanted);
    expect((await open(token, browser)).headers.location).toBe('/settings?email_change=done');
    expect((await open(token, browser)).headers.location).toBe('/settings?email_change=invalid');
  });

  it('refuses an expired link and keeps the email', async () => {
    const { browser, user } = await signedInBrowser(app);
    const wanted = uniqueEmail('late');
    await request(browser, wanted).expect(200);
    advanceClock(app, 60 * 60_000 + 1);
    expect((await open(mailedToken(wanted), browser)).headers.location).toBe(
      '/settings?email_change=expired',
    );
    expect(await emailOf(user.id)).toBe(user.email);
  });

  it.each([
    ['a forged token', 'f'.repeat(64)],
    ['a malformed token', 'not-a-token'],
    ['no token', ''],
  ])('refuses %s', async (_name, token) => {
    const opened = await visitor
      .get(`/api/account/email/confirm${token === '' ? '' : `?token=${token}`}`)
      .expect(302);
    expect(opened.headers.location).toBe('/login?message=email_change.invalid');
  });

  it('keeps only the newest link of a user', async () => {
    const { browser, user } = await signedInBrowser(app);
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    await request(browser, first).expect(200);
    await request(browser, second).expect(200);
    expect((await open(mailedToken(first), browser)).headers.location).toBe(
      '/settings?email_change=invalid',
    );
    expect((await open(mailedToken(second), browser)).headers.location).toBe(
      '/settings?email_change=done',
    );
    expect(await emailOf(user.id)).toBe(second);
  });

  it('refuses a taken address as registration does, and the own address', async () => {
    const { browser, user } = await signedInBrowser(app);
    const other = await createUser(app);
    const taken = await request(browser, other.email).expect(422);
    expect((taken.body as ValidationErrorBody).errors).toEqual({
      email: ['This email address is already taken.'],
    });
    const same = await request(browser, user.email, 'ru').expect(422);
    expect((same.body as ValidationErrorBody).errors).toEqual({
      email: ['Это ваш текущий email.'],
    });
    const bad = await request(browser, 'nope').expect(422);
    expect((bad.body as ValidationErrorBody).errors).toEqual({
      email: ['Please enter a valid email address.'],
    });
  });

  it('answers taken when the address was taken between the mail and the click', async () => {
    const { browser, user } = await signedInBrowser(app);
    const wanted = uniqueEmail('race');
    await request(browser, wanted).expect(200);
    await createUser(app, { email: wanted });
    expect((await open(mailedToken(wanted), browser)).headers.location).toBe(
      '/settings?email_change=taken',
    );
    expect(await emailOf(user.id)).toBe(user.email);
  });

  it('answers 401 to a visitor asking for a change', async () => {
    await request(visitor, uniqueEmail()).expect(401);
  });
});
