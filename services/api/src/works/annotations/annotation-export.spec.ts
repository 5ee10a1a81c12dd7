import { createHash } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { loadImage } from '@napi-rs/canvas';
import { WorkStatus } from '@tutor/contracts';
import { PDFDocument } from 'pdf-lib';
import type { Response } from 'supertest';
import { type TestBrowser } from '../../testing/browser';
import { tempDir } from '../../testing/test-app';
import { type Cast } from '../testing/works-fixtures';
import { useWorksApp } from '../testing/use-works-app';
import { SAMPLE_SHAPES, workWithPhoto } from './testing/annotations-fixtures';

/** supertest's parser for a binary answer: the body as one Buffer. */
function binary(res: Response, done: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}

const sha = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

describe('GET /api/works/:workId/annotations/:fileId/pages/:page/export', () => {
  let app: INestApplication;
  let cast: Cast<TestBrowser>;

  useWorksApp(
    { FILES_DIR: tempDir('api-annotation-export-') },
    (created) => ({ app, cast } = created),
  );

  async function annotatedWork() {
    const made = await workWithPhoto(app, cast.teacher.user, cast.student.user, WorkStatus.Checked);
    await cast.teacher.browser
      .put(`/api/works/${made.work.id}/annotations/${made.photo.id}/pages/1`)
      .send({ version: 0, shapes: SAMPLE_SHAPES })
      .expect(200);
    return made;
  }

  const fileOf = async (browser: TestBrowser, workId: number, fileId: number): Promise<Buffer> =>
    (await browser.get(`/api/works/${workId}/files/${fileId}`).buffer(true).parse(binary))
      .body as Buffer;

  it('draws the marks on the page as a PNG download and leaves the file as it was', async () => {
    const { work, photo } = await annotatedWork();
    const before = sha(await fileOf(cast.teacher.browser, work.id, photo.id));
    for (const browser of [cast.teacher.browser, cast.student.browser]) {
      const res = await browser
        .get(`/api/works/${work.id}/annotations/${photo.id}/pages/1/export?format=png`)
        .buffer(true)
        .parse(binary);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['content-disposition']).toMatch(/^attachment;.*page-1\.png/);
      const image = await loadImage(res.body as Buffer);
      expect(image.width / image.height).toBeCloseTo(2, 1);
      expect(sha(res.body as Buffer)).not.toBe(before);
    }
    expect(sha(await fileOf(cast.teacher.browser, work.id, photo.id))).toBe(before);
  });

  it('exports a one-page PDF', async () => {
    const { work, photo } = await annotatedWork();
    const res = await cast.student.browser
      .get(`/api/works/${work.id}/annotations/${photo.id}/pages/1/export?format=pdf`)
      .buffer(true)
      .parse(binary);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment;.*page-1\.pdf/);
    const pdf = await PDFDocument.load(res.body as Buffer);
    expect(pdf.getPageCount()).toBe(1);
  });

  it('answers 422 on format for an unknown one, and 403/404 to strangers', async () => {
    const { work, photo } = await annotatedWork();
    const url = `/api/works/${work.id}/annotations/${photo.id}/pages/1/export`;
    const res = await cast.teacher.browser.get(`${url}?format=gif`);
    expect(res.status).toBe(422);
    expect(Object.keys((res.body as { errors: object }).errors)).toEqual(['format']);
    await cast.otherTeacher.browser.get(url).expect(403);
    await cast.otherStudent.browser.get(url).expect(403);
    await cast.teacher.browser
      .get(`/api/works/${work.id}/annotations/${photo.id}/pages/2/export`)
      .expect(404);
  });
});
