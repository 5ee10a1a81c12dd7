import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { QuestionType, ServerMessage } from '@tutor/contracts';
import { AppConfig } from '../config/app-config';
import { type TestBrowser } from '../testing/browser';
import { tempDir } from '../testing/test-app';
import {
  createAnswer,
  createStoredFile,
  createTask,
  createWork,
  type Cast,
} from './testing/works-fixtures';
import { useWorksApp } from './testing/use-works-app';

describe('GET /api/works/:id/files/:fileId', () => {
  let app: INestApplication;
  let cast: Cast<TestBrowser>;

  useWorksApp({ FILES_DIR: tempDir('api-files-') }, (created) => ({ app, cast } = created));

  async function workWithFile(content = 'Мой ответ', name = 'ответ 1.txt') {
    const { task, questions } = await createTask(app, cast.teacher.user, {
      questions: [
        { type: QuestionType.File, ball: 1 },
        { type: QuestionType.Audio, ball: 1 },
      ],
    });
    const work = await createWork(app, task, cast.student.user);
    const file = await createStoredFile(app, cast.student.user, content, name);
    await createAnswer(app, work, questions[0], { file_id: file.id });
    return { work, file, questions };
  }

  it('streams the file of an answer to the student and to the teacher', async () => {
    const { work, file } = await workWithFile();
    for (const browser of [cast.student.browser, cast.teacher.browser]) {
      const res = await browser.get(`/api/works/${work.id}/files/${file.id}`).expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.headers['content-length']).toBe(String(Buffer.byteLength('Мой ответ')));
      expect(res.headers['content-disposition']).toContain(
        `filename*=UTF-8''${encodeURIComponent('ответ 1.txt')}`,
      );
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.text).toBe('Мой ответ');
    }
  });

  it('answers 404 for a file no answer of the work names', async () => {
    const { work } = await workWithFile();
    const stranger = await createStoredFile(app, cast.student.user);
    const res = await cast.student.browser.get(`/api/works/${work.id}/files/${stranger.id}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: ServerMessage.NotFound });
  });

  it('answers 404 for the file of another work', async () => {
    const { work } = await workWithFile();
    const { file: elsewhere } = await workWithFile();
    await cast.student.browser.get(`/api/works/${work.id}/files/${elsewhere.id}`).expect(404);
  });

  it('answers 404 when the bytes are gone', async () => {
    const { work, file } = await workWithFile();
    rmSync(join(app.get(AppConfig).files.dir, file.storageKey));
    const res = await cast.teacher.browser.get(`/api/works/${work.id}/files/${file.id}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: ServerMessage.NotFound });
  });

  it.each(['abc', '0', '1e3', '99999999999'])('answers 404 for the file id %s', async (id) => {
    const { work } = await workWithFile();
    const res = await cast.student.browser.get(`/api/works/${work.id}/files/${id}`).expect(404);
    expect(res.body).toEqual({ message: ServerMessage.NotFound });
  });

  it('refuses the other student and the other teacher', async () => {
    const { work, file } = await workWithFile();
    for (const person of [cast.otherStudent, cast.otherTeacher]) {
      await person.browser.get(`/api/works/${work.id}/files/${file.id}`).expect(403);
    }
  });
});
