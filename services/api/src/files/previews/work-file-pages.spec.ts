import type { INestApplication } from '@nestjs/common';
import { QuestionType, ServerMessage, type WorkView } from '@tutor/contracts';
import { type TestBrowser } from '../../testing/browser';
import { tempDir } from '../../testing/test-app';
import {
  createAnswer,
  createStoredFile,
  createTask,
  createWork,
  type Cast,
} from '../../works/testing/works-fixtures';
import { useWorksApp } from '../../works/testing/use-works-app';
import { PNG_SIGNATURE, pdfOf } from './testing/preview-fixtures';

describe('GET /api/works/:workId/files/:fileId/pages/:page', () => {
  let app: INestApplication;
  let cast: Cast<TestBrowser>;

  useWorksApp({ FILES_DIR: tempDir('api-work-pages-') }, (created) => ({ app, cast } = created));

  async function workWithPdf(bytes: Buffer) {
    const { task, questions } = await createTask(app, cast.teacher.user, {
      questions: [{ type: QuestionType.File, ball: 1 }],
    });
    const work = await createWork(app, task, cast.student.user);
    const file = await createStoredFile(
      app,
      cast.student.user,
      bytes,
      'solution.pdf',
      'application/pdf',
    );
    await createAnswer(app, work, questions[0], { file_id: file.id });
    return { work, file };
  }

  it('lists the pages of an answer file and serves each as a PNG', async () => {
    const { work, file } = await workWithPdf(await pdfOf(2));
    const view = (await cast.teacher.browser.get(`/api/works/${work.id}`).expect(200))
      .body as WorkView;
    const ref = view.answers[0]?.files?.[0];
    expect(ref).toMatchObject({
      id: file.id,
      pages: 2,
      pages_url: `/api/works/${work.id}/files/${file.id}/pages`,
    });
    for (const browser of [cast.student.browser, cast.teacher.browser]) {
      const res = await browser
        .get(`${ref?.pages_url ?? ''}/2`)
        .buffer(true)
        .parse((response, done) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
      expect((res.body as Buffer).subarray(0, 8)).toEqual(PNG_SIGNATURE);
    }
    const past = await cast.teacher.browser.get(`/api/works/${work.id}/files/${file.id}/pages/3`);
    expect(past.status).toBe(404);
    expect(past.body).toEqual({ message: ServerMessage.NotFound });
  });

  it('gives a broken PDF no pages, and its page is 404, never 500', async () => {
    const { work, file } = await workWithPdf(Buffer.from('%PDF-1.7\ngarbage'));
    const view = (await cast.student.browser.get(`/api/works/${work.id}`).expect(200))
      .body as WorkView;
    expect(view.answers[0]?.files?.[0]?.pages).toBe(0);
    await cast.student.browser.get(`/api/works/${work.id}/files/${file.id}/pages/1`).expect(404);
  });

  it('refuses the other student and the other teacher', async () => {
    const { work, file } = await workWithPdf(await pdfOf(1));
    for (const person of [cast.otherStudent, cast.otherTeacher]) {
      await person.browser.get(`/api/works/${work.id}/files/${file.id}/pages/1`).expect(403);
    }
  });
});
