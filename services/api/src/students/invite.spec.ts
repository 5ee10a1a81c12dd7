import type { INestApplication } from '@nestjs/common';
import { invitePath, type InviteLink } from '@tutor/contracts';
import { useAppAndBrowser } from '../testing/app-and-browser';
import type { TestBrowser } from '../testing/browser';
import { signedInStudent, signedInTeacher } from './testing/students-fixtures';

const APP_URL = 'http://127.0.0.1:4999';

describe('the invite link', () => {
  let app: INestApplication;
  let anonymous: TestBrowser;
  useAppAndBrowser({ APP_URL }, { app: (a) => (app = a), browser: (b) => (anonymous = b) });

  const linkOf = async (browser: TestBrowser): Promise<InviteLink> =>
    (await browser.get('/api/students/invite').expect(200)).body as InviteLink;

  describe('GET /api/students/invite', () => {
    it('gives the teacher a long URL-safe code and the login link with it', async () => {
      const { browser } = await signedInTeacher(app);
      const link = await linkOf(browser);
      expect(link.code).toMatch(/^[\w-]{16,64}$/);
      expect(link.url).toBe(`${APP_URL}${invitePath(link.code)}`);
      expect(link.url).toBe(`${APP_URL}/login?asStudent=1&invite=${link.code}`);
    });

    it('keeps the same code until the teacher asks for a new one', async () => {
      const { browser } = await signedInTeacher(app);
      const first = await linkOf(browser);
      expect(await linkOf(browser)).toEqual(first);
    });

    it('makes one code when the first two requests come together', async () => {
      const { browser } = await signedInTeacher(app);
      const [a, b] = await Promise.all([linkOf(browser), linkOf(browser)]);
      expect(a).toEqual(b);
    });

    it('gives every teacher a code of their own', async () => {
      const [one, two] = await Promise.all([signedInTeacher(app), signedInTeacher(app)]);
      expect((await linkOf(one.browser)).code).not.toBe((await linkOf(two.browser)).code);
    });

    it('is not cached', async () => {
      const { browser } = await signedInTeacher(app);
      const res = await browser.get('/api/students/invite').expect(200);
      expect(res.headers['cache-control']).toBe('no-store');
    });
  });

  describe('POST /api/students/invite', () => {
    it('replaces the code; the old link stops working, the new one works', async () => {
      const teacher = await signedInTeacher(app);
      const old = await linkOf(teacher.browser);
      const res = await teacher.browser.post('/api/students/invite').expect(201);
      const fresh = res.body as InviteLink;
      expect(fresh.code).toMatch(/^[\w-]{16,64}$/);
      expect(fresh.code).not.toBe(old.code);
      expect(fresh.url).toBe(`${APP_URL}${invitePath(fresh.code)}`);
      expect(await linkOf(teacher.browser)).toEqual(fresh);

      const student = await signedInStudent(app);
      await student.browser.post('/api/students/join').send({ invite: old.code }).expect(422);
      await student.browser.post('/api/students/join').send({ invite: fresh.code }).expect(200);
    });

    it('works before any link was made', async () => {
      const { browser } = await signedInTeacher(app);
      const made = (await browser.post('/api/students/invite').expect(201)).body as InviteLink;
      expect(await linkOf(browser)).toEqual(made);
    });
  });

  describe('rights', () => {
    it.each([
      ['GET', '/api/students/invite'],
      ['POST', '/api/students/invite'],
    ])('%s %s: 401 for a visitor, 403 for a student', async (method, path) => {
      const send = (browser: TestBrowser) =>
        method === 'GET' ? browser.get(path) : browser.post(path);
      await send(anonymous).expect(401, { message: 'Unauthenticated.' });
      const { browser } = await signedInStudent(app);
      await send(browser).expect(403, { message: 'This action is unauthorized.' });
    });

    it('refuses a POST without the XSRF token', async () => {
      const { browser } = await signedInTeacher(app);
      const res = await browser.post('/api/students/invite').set('X-XSRF-TOKEN', 'forged');
      expect(res.status).toBe(419);
    });
  });
});
