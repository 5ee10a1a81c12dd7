import type { INestApplication } from '@nestjs/common';
import { QuestionType, ServerMessage, type WorkView } from '@tutor/contracts';
import { FileStorage } from '../files/file-storage';
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

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

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
    await app.get(FileStorage).remove(file.storageKey);
    const res = await cast.teacher.browser.get(`/api/works/${work.id}/files/${file.id}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: ServerMessage.NotFound });
  });

  it.each(['abc', '0', '1e3', '99999999999'])('answers 404 for the file id %s', async (id) => {
    const { work } = await workWithFile();
    const res = await cast.student.browser.get(`/api/works/${work.id}/files/${id}`).expect(404);
    expect(res.body).toEqual({ message: ServerMessage.NotFound });
  });

  it('serves every file of a several-file answer; the view lists them with their kind', async () => {
    const { task, questions } = await createTask(app, cast.teacher.user, {
      questions: [{ type: QuestionType.File, ball: 1, maxFiles: 3 }],
    });
    const work = await createWork(app, task, cast.student.user);
    const photo = await createStoredFile(app, cast.student.user, PNG, 'photo.png', 'image/png');
    const text = await createStoredFile(app, cast.student.user);
    await createAnswer(app, work, questions[0], { file_ids: [photo.id, text.id] });
    const view = (await cast.teacher.browser.get(`/api/works/${work.id}`).expect(200))
      .body as WorkView;
    const [answer] = view.answers;
    expect(view.questions[0]?.max_files).toBe(3);
    expect(answer?.files?.map((file) => [file.id, file.kind, file.mime])).toEqual([
      [photo.id, 'image', 'image/png'],
      [text.id, 'other', 'text/plain'],
    ]);
    expect(answer?.file?.id).toBe(photo.id);
    const image = await cast.teacher.browser.get(`/api/works/${work.id}/files/${photo.id}`);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-disposition']).toMatch(/^inline;/);
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    await cast.teacher.browser.get(`/api/works/${work.id}/files/${text.id}`).expect(200);
  });

  it('never shows an SVG inline: it is a download, not an image preview', async () => {
    const { task, questions } = await createTask(app, cast.teacher.user, {
      questions: [{ type: QuestionType.File, ball: 1 }],
    });
    const work = await createWork(app, task, cast.student.user);
    const svg = await createStoredFile(
      app,
      cast.student.user,
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      'drawing.svg',
      'image/svg+xml',
    );
    await createAnswer(app, work, questions[0], { file_id: svg.id });
    const view = (await cast.teacher.browser.get(`/api/works/${work.id}`).expect(200))
      .body as WorkView;
    expect(view.answers[0]?.files?.[0]?.kind).toBe('other');
    const res = await cast.teacher.browser.get(`/api/works/${work.id}/files/${svg.id}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment;/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses the other student and the other teacher', async () => {
    const { work, file } = await workWithFile();
    for (const person of [cast.otherStudent, cast.otherTeacher]) {
      await person.browser.get(`/api/works/${work.id}/files/${file.id}`).expect(403);
    }
  });
});
