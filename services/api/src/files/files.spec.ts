import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { getRepositoryToken } from '@nestjs/typeorm';
import {
  ROLE_STUDENT,
  ROLE_TEACHER,
  type StoredFileRef,
  type ValidationErrorBody,
} from '@tutor/contracts';
import type { Repository } from 'typeorm';
import { openBrowser, signedInBrowser, type TestBrowser } from '../testing/browser';
import { createTestApp, tempDir } from '../testing/test-app';
import { StoredFile } from './stored-file.entity';

const MB = 1024 * 1024;
const TYPES = 'pdf,txt,png,html,webm,ogg,mp3,wav,m4a';

/** Real first bytes of each audio format, padded to a small file. */
const AUDIO: Record<string, Buffer> = {
  'voice.webm': Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01]),
  'voice.ogg': Buffer.from('OggS\u0000\u0002\u0000\u0000', 'latin1'),
  'voice.mp3': Buffer.from('ID3\u0004\u0000\u0000\u0000\u0000', 'latin1'),
  'frames.mp3': Buffer.from([0xff, 0xfb, 0x90, 0x64, 0x00]),
  'voice.wav': Buffer.from('RIFF\u0024\u0000\u0000\u0000WAVEfmt ', 'latin1'),
  'voice.m4a': Buffer.from('\u0000\u0000\u0000\u0020ftypM4A \u0000\u0000\u0000\u0000', 'latin1'),
};

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('files', () => {
  let app: INestApplication;
  let filesDir: string;
  let owner: TestBrowser;
  let other: TestBrowser;

  beforeAll(async () => {
    filesDir = tempDir('api-files-');
    app = await createTestApp({ FILE_MAX_MB: '1', FILES_DIR: filesDir, FILE_TYPES: TYPES });
    owner = (await signedInBrowser(app, { role: ROLE_STUDENT })).browser;
    other = (await signedInBrowser(app, { role: ROLE_TEACHER })).browser;
  });

  afterAll(async () => {
    await app.close();
  });

  function upload(
    browser: TestBrowser,
    bytes: Buffer,
    filename: string,
    language = 'en',
    contentType?: string,
  ) {
    return browser
      .post('/api/files')
      .set('Accept-Language', language)
      .attach('file', bytes, contentType === undefined ? { filename } : { filename, contentType });
  }

  async function uploaded(
    bytes: Buffer,
    filename: string,
    contentType?: string,
  ): Promise<StoredFileRef> {
    const res = await upload(owner, bytes, filename, 'en', contentType).expect(201);
    return res.body as StoredFileRef;
  }

  describe('POST /api/files', () => {
    it('stores the file under a key of its own and describes it', async () => {
      const ref = await uploaded(Buffer.from('%PDF-1.7 notes'), 'Домашка 1.pdf');
      expect(Number.isInteger(ref.id)).toBe(true);
      expect(ref).toEqual({
        id: ref.id,
        name: 'Домашка 1.pdf',
        size: 14,
        mime: 'application/pdf',
        url: `/api/files/${ref.id}`,
      });
      const row = await app
        .get<Repository<StoredFile>>(getRepositoryToken(StoredFile))
        .findOneByOrFail({ id: ref.id });
      expect(row.storageKey).toMatch(/^\d{4}\/\d{2}\/[0-9a-f-]{36}$/);
      expect(filesUnder(filesDir)).toContain(join(filesDir, ...row.storageKey.split('/')));
    });

    it('takes an upload from a teacher too, with an upper-case extension', async () => {
      const res = await upload(other, Buffer.from('plain'), 'README.TXT').expect(201);
      expect(res.body).toMatchObject({ name: 'README.TXT', mime: 'text/plain' });
    });

    it('accepts a file of exactly FILE_MAX_MB', async () => {
      await upload(owner, Buffer.alloc(MB, 1), 'big.pdf').expect(201);
    });

    it('refuses a larger file on the file field, naming the limit, and keeps no bytes', async () => {
      const before = filesUnder(filesDir);
      const res = await upload(owner, Buffer.alloc(MB + 1, 1), 'big.pdf').expect(422);
      expect(res.body).toEqual({
        message: 'The file may not be larger than 1 MB.',
        errors: { file: ['The file may not be larger than 1 MB.'] },
      });
      const ru = await upload(owner, Buffer.alloc(3 * MB, 1), 'big.pdf', 'ru').expect(422);
      expect((ru.body as ValidationErrorBody).errors.file).toEqual([
        'Размер файла не может превышать 1 МБ.',
      ]);
      expect(filesUnder(filesDir)).toEqual(before);
    });

    it.each([['setup.exe'], ['no-extension'], ['archive.pdf.exe'], ['.pdf']])(
      'refuses the type of %s, listing the allowed ones',
      async (filename) => {
        const res = await upload(owner, Buffer.from('MZ'), filename).expect(422);
        expect(res.body).toEqual({
          message: `Unsupported file type. Allowed types: ${TYPES.replaceAll(',', ', ')}.`,
          errors: {
            file: [`Unsupported file type. Allowed types: ${TYPES.replaceAll(',', ', ')}.`],
          },
        });
      },
    );

    it('lists the types in Russian too', async () => {
      const res = await upload(owner, Buffer.from('MZ'), 'setup.exe', 'ru').expect(422);
      expect((res.body as ValidationErrorBody).errors.file).toEqual([
        `Неподдерживаемый тип файла. Допустимые типы: ${TYPES.replaceAll(',', ', ')}.`,
      ]);
    });

    it('requires a file', async () => {
      const expected = {
        message: 'The file field is required.',
        errors: { file: ['The file field is required.'] },
      };
      let res = await owner
        .post('/api/files')
        .set('Accept-Language', 'en')
        .send({ file: 'x' })
        .expect(422);
      expect(res.body).toEqual(expected);
      res = await owner
        .post('/api/files')
        .set('Accept-Language', 'en')
        .field('name', 'x')
        .expect(422);
      expect(res.body).toEqual(expected);
      res = await owner.post('/api/files').set('Accept-Language', 'ru').send({}).expect(422);
      expect((res.body as ValidationErrorBody).errors.file).toEqual([
        'Поле файл обязательно для заполнения.',
      ]);
    });

    it('refuses an empty file', async () => {
      const res = await upload(owner, Buffer.alloc(0), 'empty.txt').expect(422);
      expect((res.body as ValidationErrorBody).errors.file).toEqual(['The file is empty.']);
    });

    it.each(Object.entries(AUDIO))('accepts the audio file %s', async (filename, bytes) => {
      const res = await upload(owner, bytes, filename).expect(201);
      expect((res.body as StoredFileRef).mime).toMatch(/^audio\//);
    });

    it.each(Object.keys(AUDIO))('refuses %s when its bytes are not audio', async (filename) => {
      const before = filesUnder(filesDir);
      const res = await upload(
        owner,
        Buffer.from('just some text, not a recording'),
        filename,
      ).expect(422);
      expect(res.body).toEqual({
        message: 'The audio file could not be loaded.',
        errors: { file: ['The audio file could not be loaded.'] },
      });
      const ru = await upload(owner, Buffer.from('<html>'), filename, 'ru').expect(422);
      expect((ru.body as ValidationErrorBody).errors.file).toEqual(['Ошибка загрузки аудиофайла.']);
      expect(filesUnder(filesDir)).toEqual(before);
    });

    it('answers 400, not 500, for two files or a file under another name', async () => {
      await owner
        .post('/api/files')
        .attach('file', Buffer.from('a'), 'a.txt')
        .attach('file', Buffer.from('b'), 'b.txt')
        .expect(400);
      await owner.post('/api/files').attach('document', Buffer.from('a'), 'a.txt').expect(400);
    });

    it('answers 400 for a broken multipart body', async () => {
      await owner
        .post('/api/files')
        .set('Content-Type', 'multipart/form-data; boundary=xyz')
        .send('--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nabc')
        .expect(400);
    });
  });

  describe('GET /api/files/:fileId', () => {
    it('gives the owner the same bytes as a download, never sniffed', async () => {
      const bytes = Buffer.from('%PDF-1.7 \u0000\u00ff binary', 'latin1');
      const ref = await uploaded(bytes, 'Домашка "1".pdf');
      const res = await owner
        .get(ref.url)
        .buffer(true)
        .parse((r, done) => {
          const chunks: Buffer[] = [];
          r.on('data', (chunk: Buffer) => chunks.push(chunk));
          r.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expect(Buffer.compare(res.body as Buffer, bytes)).toBe(0);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-length']).toBe(String(bytes.length));
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="_______ _1_.pdf"; filename*=UTF-8''${encodeURIComponent('Домашка "1".pdf')}`,
      );
    });

    it('shows images and audio inline', async () => {
      const png = await uploaded(Buffer.from([0x89, 0x50, 0x4e, 0x47]), 'photo.png');
      let res = await owner.get(png.url).expect(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['content-disposition']).toMatch(/^inline; filename="photo.png"/);
      const audio = await uploaded(AUDIO['voice.webm']!, 'voice.webm');
      res = await owner.get(audio.url).expect(200);
      expect(res.headers['content-type']).toBe('audio/webm');
      expect(res.headers['content-disposition']).toMatch(/^inline;/);
    });

    it('serves a page a user uploaded as a download, not as a page of the site', async () => {
      const ref = await uploaded(
        Buffer.from('<script>alert(1)</script>'),
        'page.html',
        'text/html',
      );
      const res = await owner.get(ref.url).expect(200);
      expect(res.headers['content-disposition']).toMatch(/^attachment;/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    });

    it('answers 404 when the bytes are gone from the storage', async () => {
      const ref = await uploaded(Buffer.from('soon gone'), 'gone.txt');
      const row = await app
        .get<Repository<StoredFile>>(getRepositoryToken(StoredFile))
        .findOneByOrFail({ id: ref.id });
      rmSync(join(filesDir, ...row.storageKey.split('/')));
      await owner.get(ref.url).expect(404);
    });
  });

  describe('DELETE /api/files/:fileId', () => {
    it('removes the row and the bytes', async () => {
      const ref = await uploaded(Buffer.from('to delete'), 'delete-me.txt');
      const row = await app
        .get<Repository<StoredFile>>(getRepositoryToken(StoredFile))
        .findOneByOrFail({ id: ref.id });
      await owner.delete(ref.url).expect(204);
      await owner.get(ref.url).expect(404);
      expect(existsSync(join(filesDir, ...row.storageKey.split('/')))).toBe(false);
    });
  });

  describe('who may use the file routes', () => {
    let ref: StoredFileRef;

    beforeAll(async () => {
      ref = await uploaded(Buffer.from('private notes'), 'private.txt');
    });

    it.each([
      ['POST', (b: TestBrowser) => b.post('/api/files').attach('file', Buffer.from('x'), 'x.txt')],
      ['GET', (b: TestBrowser) => b.get(ref.url)],
      ['DELETE', (b: TestBrowser) => b.delete(ref.url)],
    ])('%s refuses an anonymous visitor with 401', async (_, call) => {
      const res = await call(await openBrowser(app)).expect(401);
      expect(res.body).toEqual({ message: 'Unauthenticated.' });
    });

    it.each([
      ['GET', (b: TestBrowser) => b.get(ref.url)],
      ['DELETE', (b: TestBrowser) => b.delete(ref.url)],
    ])('%s refuses another user with 403', async (_, call) => {
      const res = await call(other).expect(403);
      expect(res.body).toEqual({ message: 'This action is unauthorized.' });
      await owner.get(ref.url).expect(200);
    });

    it.each([['2000000000'], ['abc'], ['0x10'], ['%20%201'], ['99999999999']])(
      'answers 404 for the file id %s',
      async (id) => {
        await owner.get(`/api/files/${id}`).expect(404);
        await owner.delete(`/api/files/${id}`).expect(404);
      },
    );
  });
});
