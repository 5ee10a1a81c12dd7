import type { INestApplication } from '@nestjs/common';
import { ROLE_STUDENT, type StoredFileRef, type ValidationErrorBody } from '@tutor/contracts';
import { signedInBrowser, type TestBrowser } from '../../testing/browser';
import { createTestApp, tempDir } from '../../testing/test-app';
import { FilesService } from '../files.service';

const KB = 1024;
const MB = 1024 * KB;

/** `size` bytes that begin as a PDF does. */
function pdf(size: number): Buffer {
  const bytes = Buffer.alloc(size, 1);
  bytes.write('%PDF-1.7\n', 'latin1');
  return bytes;
}

describe('upload limits per user', () => {
  let app: INestApplication;
  let browser: TestBrowser;
  let userId: number;

  beforeAll(async () => {
    app = await createTestApp({
      FILES_DIR: tempDir('api-upload-limits-'),
      FILE_MAX_MB: '2',
      FILE_QUOTA_MB: '2',
      FILE_UPLOAD_RATE_LIMIT: '3',
      FILE_UPLOAD_RATE_WINDOW_SECONDS: '60',
    });
  });

  beforeEach(async () => {
    const signedIn = await signedInBrowser(app, { role: ROLE_STUDENT });
    browser = signedIn.browser;
    userId = signedIn.user.id;
  });

  afterAll(async () => {
    await app.close();
  });

  const upload = (bytes: Buffer, language = 'en', as = browser) =>
    as
      .post('/api/files')
      .set('Accept-Language', language)
      .attach('file', bytes, { filename: 'homework.pdf' });

  const stored = (): Promise<number> => app.get(FilesService).storedBytes(userId);

  describe('FILE_QUOTA_MB', () => {
    it('refuses a file past the quota on the file field, saying how much is left', async () => {
      await upload(pdf(800 * KB)).expect(201);
      await upload(pdf(800 * KB)).expect(201);
      const res = await upload(pdf(500 * KB)).expect(422);
      const text = 'There is not enough space for this file: 448 KB of your 2 MB is left.';
      expect(res.body).toEqual({ message: text, errors: { file: [text] } });
      expect(await stored()).toBe(1600 * KB);
    });

    it('says it in Russian', async () => {
      await upload(pdf(700 * KB)).expect(201);
      const res = await upload(pdf(MB), 'ru').expect(201);
      expect((res.body as StoredFileRef).size).toBe(MB);
      const refused = await upload(pdf(MB), 'ru').expect(422);
      expect((refused.body as ValidationErrorBody).errors.file).toEqual([
        'Недостаточно места для файла: из 2 МБ осталось 324 КБ.',
      ]);
    });

    it('writes the megabytes left with one decimal, rounded down', async () => {
      await upload(pdf(600 * KB)).expect(201);
      const en = await upload(pdf(1536 * KB)).expect(422);
      expect((en.body as ValidationErrorBody).errors.file).toEqual([
        'There is not enough space for this file: 1.4 MB of your 2 MB is left.',
      ]);
      const ru = await upload(pdf(1536 * KB), 'ru').expect(422);
      expect((ru.body as ValidationErrorBody).errors.file).toEqual([
        'Недостаточно места для файла: из 2 МБ осталось 1,4 МБ.',
      ]);
    });

    it('refuses before reading when nothing is left, and frees the room of a deleted file', async () => {
      const first = (await upload(pdf(MB)).expect(201)).body as StoredFileRef;
      await upload(pdf(MB)).expect(201);
      const res = await upload(pdf(10)).expect(422);
      expect((res.body as ValidationErrorBody).errors.file).toEqual([
        'There is not enough space for this file: 0 MB of your 2 MB is left.',
      ]);
      await browser.delete(first.url).expect(204);
      expect(await stored()).toBe(MB);
    });

    it('never stores more than the quota, even for uploads side by side', async () => {
      const results = await Promise.all([
        upload(pdf(900 * KB)),
        upload(pdf(900 * KB)),
        upload(pdf(900 * KB)),
      ]);
      const statuses = results.map((res) => res.status).sort();
      expect(statuses.filter((status) => status === 201).length).toBeLessThanOrEqual(2);
      expect(statuses.every((status) => status === 201 || status === 422)).toBe(true);
      expect(await stored()).toBeLessThanOrEqual(2 * MB);
    });

    it("counts each user's files on their own", async () => {
      await upload(pdf(MB)).expect(201);
      await upload(pdf(MB)).expect(201);
      const other = await signedInBrowser(app, { role: ROLE_STUDENT });
      await upload(pdf(MB), 'en', other.browser).expect(201);
    });
  });

  describe('FILE_UPLOAD_RATE_LIMIT', () => {
    it('answers 429 with Retry-After past the uploads of the window, for that user only', async () => {
      for (let i = 0; i < 3; i += 1) await upload(pdf(10)).expect(201);
      const res = await upload(pdf(10)).expect(429);
      expect(res.body).toEqual({ message: 'Too Many Attempts.' });
      const retryAfter = Number(res.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      const other = await signedInBrowser(app, { role: ROLE_STUDENT });
      await upload(pdf(10), 'en', other.browser).expect(201);
    });

    it('counts refused uploads too', async () => {
      for (let i = 0; i < 3; i += 1) {
        await browser
          .post('/api/files')
          .attach('file', Buffer.from('MZ'), { filename: 'setup.exe' })
          .expect(422);
      }
      await upload(pdf(10)).expect(429);
    });
  });
});
