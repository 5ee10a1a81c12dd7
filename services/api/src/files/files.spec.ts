import { existsSync, readdirSync } from 'node:fs';
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
import { hasStoredBytes } from './testing/stored-bytes';
import { FileStorage } from './file-storage';

const MB = 1024 * 1024;
const TYPES = 'pdf,txt,png,html,webm,ogg,mp3,wav,m4a,jpg,gif,webp,docx,doc,csv,zip,mp4,md';

/** `size` bytes that begin as a PDF does. */
function pdf(size: number): Buffer {
  const bytes = Buffer.alloc(size, 1);
  bytes.write('%PDF-1.7\n', 'latin1');
  return bytes;
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);

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
    app = await createTestApp({
      FILE_MAX_MB: '1',
      FILES_DIR: filesDir,
      FILE_TYPES: TYPES,
      FILE_UPLOAD_RATE_LIMIT: '1000',
    });
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
        kind: 'other',
        mime: 'application/pdf',
        url: `/api/files/${ref.id}`,
      });
      const row = await app
        .get<Repository<StoredFile>>(getRepositoryToken(StoredFile))
        .findOneByOrFail({ id: ref.id });
      expect(row.storageKey).toMatch(/^\d{4}\/\d{2}\/[0-9a-f-]{36}$/);
      expect(await hasStoredBytes(app, row.storageKey)).toBe(true);
    });

    it('takes an upload from a teacher too, with an upper-case extension', async () => {
      const res = await upload(other, Buffer.from('plain'), 'README.TXT').expect(201);
      expect(res.body).toMatchObject({ name: 'README.TXT', mime: 'text/plain' });
    });

    it('accepts a file of exactly FILE_MAX_MB', async () => {
      await upload(owner, pdf(MB), 'big.pdf').expect(201);
    });

    it('refuses a larger file on the file field, naming the limit, and keeps no bytes', async () => {
      const before = filesUnder(filesDir);
      const res = await upload(owner, pdf(MB + 1), 'big.pdf').expect(422);
      expect(res.body).toEqual({
        message: 'The file is too large: the limit is 1 MB.',
        errors: { file: ['The file is too large: the limit is 1 MB.'] },
      });
      const ru = await upload(owner, pdf(3 * MB), 'big.pdf', 'ru').expect(422);
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
        message: 'Please choose a file.',
        errors: { file: ['Please choose a file.'] },
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
      expect((res.body as ValidationErrorBody).errors.file).toEqual(['Выберите файл.']);
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

    describe('checks the contents against the extension', () => {
      const ELF = Buffer.from([
        0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0, 0, 0, 0, 0, 0, 0, 0, 0,
      ]);
      const PE = Buffer.from([0x4d, 0x5a, 0x90, 0, 0x03, 0, 0, 0, 0x04, 0, 0, 0, 0xff, 0xff, 0, 0]);
      const MACH_O = Buffer.from([0xcf, 0xfa, 0xed, 0xfe, 0x07, 0, 0, 0x01, 0x03, 0, 0, 0]);
      const program = (head: Buffer, size = 64 * 1024): Buffer =>
        Buffer.concat([head, Buffer.alloc(size - head.length, 0x90)]);

      it.each([
        ['a pdf', pdf(100), 'notes.pdf'],
        ['a png', PNG, 'photo.png'],
        ['a jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]), 'photo.jpg'],
        ['a gif', Buffer.from('GIF89a\u0001\u0000', 'latin1'), 'anim.gif'],
        ['a webp', Buffer.from('RIFF\u0024\u0000\u0000\u0000WEBPVP8 ', 'latin1'), 'photo.webp'],
        ['a docx', Buffer.from('PK\u0003\u0004\u0014\u0000\u0006\u0000', 'latin1'), 'essay.docx'],
        ['a zip', Buffer.from('PK\u0005\u0006\u0000\u0000', 'latin1'), 'empty.zip'],
        ['a doc', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]), 'essay.doc'],
        ['an mp4', Buffer.from('\u0000\u0000\u0000\u0018ftypmp42', 'latin1'), 'clip.mp4'],
        ['UTF-8 text', Buffer.from('Домашнее задание №1\n'), 'notes.txt'],
        ['a script as text', Buffer.from('#!/usr/bin/env python3\nprint(1)\n'), 'task.txt'],
        ['a table', Buffer.from('\ufeffимя;балл\nАня;5\n'), 'marks.csv'],
        ['a type with no known signature', Buffer.from('# Notes\n'), 'notes.md'],
      ])('accepts %s', async (_name, bytes, filename) => {
        await upload(owner, bytes, filename).expect(201);
      });

      it.each([
        ['an ELF program', program(ELF), 'homework.pdf'],
        ['a Windows program', program(PE), 'essay.docx'],
        ['a Mach-O program', program(MACH_O), 'photo.png'],
        ['a script', Buffer.from('#!/bin/sh\nrm -rf ~\n'), 'homework.pdf'],
        ['a program named as text', program(ELF), 'notes.txt'],
      ])('refuses %s, whatever its name, and keeps no bytes', async (_name, bytes, filename) => {
        const before = filesUnder(filesDir);
        const res = await upload(owner, bytes, filename).expect(422);
        expect(res.body).toEqual({
          message: 'The file is a program, and programs cannot be uploaded.',
          errors: { file: ['The file is a program, and programs cannot be uploaded.'] },
        });
        const ru = await upload(owner, bytes, filename, 'ru').expect(422);
        expect((ru.body as ValidationErrorBody).errors.file).toEqual([
          'Файл является программой, а программы загружать нельзя.',
        ]);
        expect(filesUnder(filesDir)).toEqual(before);
      });

      it('stops reading a program at its first bytes, even past the size limit', async () => {
        const res = await upload(owner, program(ELF, 3 * MB), 'big.pdf').expect(422);
        expect((res.body as ValidationErrorBody).errors.file).toEqual([
          'The file is a program, and programs cannot be uploaded.',
        ]);
      });

      it.each([
        ['a png named .pdf', PNG, 'scan.pdf', 'pdf'],
        ['a pdf named .png', pdf(100), 'photo.png', 'png'],
        ['a zip named .doc', Buffer.from('PK\u0003\u0004\u0014\u0000', 'latin1'), 'old.doc', 'doc'],
        ['text named .docx', Buffer.from('just text, long enough'), 'essay.docx', 'docx'],
        ['a short file', Buffer.from('%PD'), 'tiny.pdf', 'pdf'],
      ])('refuses %s, naming the extension', async (_name, bytes, filename, extension) => {
        const before = filesUnder(filesDir);
        const res = await upload(owner, bytes, filename).expect(422);
        const text = `The contents of the file do not match its .${extension} extension: it may be damaged or renamed.`;
        expect(res.body).toEqual({ message: text, errors: { file: [text] } });
        const ru = await upload(owner, bytes, filename, 'ru').expect(422);
        expect((ru.body as ValidationErrorBody).errors.file).toEqual([
          `Содержимое файла не соответствует расширению .${extension}: возможно, файл повреждён или переименован.`,
        ]);
        expect(filesUnder(filesDir)).toEqual(before);
      });

      it.each([
        ['a NUL byte', Buffer.from('text\u0000more text', 'latin1')],
        ['Windows-1251 bytes', Buffer.from([0xc4, 0xee, 0xec, 0xe0, 0xf8, 0xed, 0xff, 0xff])],
        ['a character cut off at the end', Buffer.from([...Buffer.from('Привет'), 0xd0])],
        [
          'invalid UTF-8 far from the start',
          Buffer.concat([Buffer.alloc(200 * 1024, 0x61), Buffer.from([0xff, 0x61])]),
        ],
      ])('refuses text with %s', async (_name, bytes) => {
        const before = filesUnder(filesDir);
        const res = await upload(owner, bytes, 'notes.txt').expect(422);
        expect((res.body as ValidationErrorBody).errors.file).toEqual([
          'The file is not UTF-8 text: save it in UTF-8 and upload it again.',
        ]);
        const ru = await upload(owner, bytes, 'notes.txt', 'ru').expect(422);
        expect((ru.body as ValidationErrorBody).errors.file).toEqual([
          'Файл не является текстом в кодировке UTF-8: сохраните его в UTF-8 и загрузите снова.',
        ]);
        expect(filesUnder(filesDir)).toEqual(before);
      });
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
      const png = await uploaded(PNG, 'photo.png');
      expect(png.kind).toBe('image');
      let res = await owner.get(png.url).expect(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['content-disposition']).toMatch(/^inline; filename="photo.png"/);
      const audio = await uploaded(AUDIO['voice.webm']!, 'voice.webm');
      expect(audio.kind).toBe('audio');
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
      await app.get(FileStorage).remove(row.storageKey);
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
      expect(await hasStoredBytes(app, row.storageKey)).toBe(false);
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
