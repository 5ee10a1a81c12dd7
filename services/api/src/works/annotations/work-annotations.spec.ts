import type { INestApplication } from '@nestjs/common';
import {
  QuestionType,
  WorkStatus,
  type AnnotationLayer,
  type WorkAnnotations,
} from '@tutor/contracts';
import { type TestBrowser } from '../../testing/browser';
import { tempDir } from '../../testing/test-app';
import {
  createAnswer,
  createStoredFile,
  createTask,
  createWork,
  worksRepository,
  type Cast,
} from '../testing/works-fixtures';
import { useWorksApp } from '../testing/use-works-app';
import { pagesPdf, SAMPLE_SHAPES, workWithPhoto } from './testing/annotations-fixtures';

describe('the teacher’s marks over a work’s pages', () => {
  let app: INestApplication;
  let cast: Cast<TestBrowser>;

  useWorksApp({ FILES_DIR: tempDir('api-annotations-') }, (created) => ({ app, cast } = created));

  const layerUrl = (workId: number, fileId: number, page = 1): string =>
    `/api/works/${workId}/annotations/${fileId}/pages/${page}`;

  async function saved(workId: number, fileId: number, version = 0): Promise<AnnotationLayer> {
    const res = await cast.teacher.browser
      .put(layerUrl(workId, fileId))
      .send({ version, shapes: SAMPLE_SHAPES });
    expect(res.status).toBe(200);
    return res.body as AnnotationLayer;
  }

  it('saves a page’s marks with a new version and lists them for the teacher', async () => {
    const { work, photo } = await workWithPhoto(app, cast.teacher.user, cast.student.user);
    const first = await saved(work.id, photo.id);
    expect(first).toMatchObject({ file_id: photo.id, page: 1, version: 1, shapes: SAMPLE_SHAPES });
    const second = await saved(work.id, photo.id, 1);
    expect(second.version).toBe(2);
    const res = await cast.teacher.browser.get(`/api/works/${work.id}/annotations`).expect(200);
    expect(res.body).toEqual({ visible: true, layers: [second] });
  });

  it('keeps only the fields of each shape’s type', async () => {
    const { work, photo } = await workWithPhoto(app, cast.teacher.user, cast.student.user);
    const res = await cast.teacher.browser.put(layerUrl(work.id, photo.id)).send({
      version: 0,
      shapes: [
        { type: 'stamp', stamp: 'cross', x: 0.5, y: 0.5, size: 0.1, color: 'red', text: 'x' },
      ],
    });
    expect(res.status).toBe(200);
    expect((res.body as AnnotationLayer).shapes).toEqual([
      { type: 'stamp', stamp: 'cross', x: 0.5, y: 0.5, size: 0.1, color: 'red' },
    ]);
  });

  it('refuses a stale version with 409, and a retry with the new version saves', async () => {
    const { work, photo } = await workWithPhoto(app, cast.teacher.user, cast.student.user);
    await saved(work.id, photo.id);
    await saved(work.id, photo.id, 1);
    const stale = await cast.teacher.browser
      .put(layerUrl(work.id, photo.id))
      .send({ version: 1, shapes: [] });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'stale_version' });
    const list = await cast.teacher.browser.get(`/api/works/${work.id}/annotations`);
    const [layer] = (list.body as WorkAnnotations).layers;
    const retry = await cast.teacher.browser
      .put(layerUrl(work.id, photo.id))
      .send({ version: layer?.version, shapes: [] });
    expect(retry.status).toBe(200);
    expect((retry.body as AnnotationLayer).version).toBe(3);
  });

  it.each([0, 1])('20 parallel saves of version %i: one wins, 19 are 409', async (version) => {
    const { work, photo } = await workWithPhoto(app, cast.teacher.user, cast.student.user);
    if (version === 1) await saved(work.id, photo.id);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        cast.teacher.browser.put(layerUrl(work.id, photo.id)).send({
          version,
          shapes: [{ type: 'note', x: 0.1, y: 0.1, text: `Note ${i}`, color: 'red' }],
        }),
      ),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([200, ...Array<number>(19).fill(409)]);
    const winner = answers.find((res) => res.status === 200)?.body as AnnotationLayer;
    const list = await cast.teacher.browser.get(`/api/works/${work.id}/annotations`);
    expect((list.body as WorkAnnotations).layers).toEqual([winner]);
    expect(winner.version).toBe(version + 1);
  });

  it.each([
    ['shapes.0.color', { type: 'pen', points: [0, 0, 1, 1], color: 'pink', width: 0.01 }],
    ['shapes.0.points', { type: 'pen', points: [0, 0, 2, 1], color: 'red', width: 0.01 }],
    ['shapes.0.points', { type: 'pen', points: [0, 0, 1], color: 'red', width: 0.01 }],
    ['shapes.0.width', { type: 'highlighter', points: [0, 0], color: 'red', width: 1 }],
    ['shapes.0.stamp', { type: 'stamp', stamp: 'star', x: 0, y: 0, size: 0.1, color: 'red' }],
    ['shapes.0.text', { type: 'note', x: 0, y: 0, text: 'a'.repeat(501), color: 'red' }],
    ['shapes.0.x', { type: 'note', y: 0, text: 'a', color: 'red' }],
    ['shapes.0.type', { type: 'circle', color: 'red' }],
  ])('answers 422 on %s for a bad shape', async (field, shape) => {
    const { work, photo } = await workWithPhoto(app, cast.teacher.user, cast.student.user);
    const res = await cast.teacher.browser
      .put(layerUrl(work.id, photo.id))
      .send({ version: 0, shapes: [shape] });
    expect(res.status).toBe(422);
    expect(Object.keys((res.body as { errors: object }).errors)).toEqual([field]);
  });

  it('answers 422 on version and shapes when they are missing', async () => {
    const { work, photo } = await workWithPhoto(app, cast.teacher.user, cast.student.user);
    const res = await cast.teacher.browser.put(layerUrl(work.id, photo.id)).send({});
    expect(res.status).toBe(422);
    expect(Object.keys((res.body as { errors: object }).errors).sort()).toEqual([
      'shapes',
      'version',
    ]);
  });

  it('refuses marks on a draft with 409', async () => {
    const { work, photo } = await workWithPhoto(
      app,
      cast.teacher.user,
      cast.student.user,
      WorkStatus.Draft,
    );
    const res = await cast.teacher.browser
      .put(layerUrl(work.id, photo.id))
      .send({ version: 0, shapes: [] });
    expect(res.status).toBe(409);
  });

  it('answers 404 for a file no answer names, a text answer and a page out of range', async () => {
    const { work, photo } = await workWithPhoto(app, cast.teacher.user, cast.student.user);
    const stranger = await createStoredFile(app, cast.student.user);
    const body = { version: 0, shapes: [] };
    await cast.teacher.browser.put(layerUrl(work.id, stranger.id)).send(body).expect(404);
    await cast.teacher.browser
      .put(layerUrl(work.id, photo.id, 2))
      .send(body)
      .expect(404);
    await cast.teacher.browser
      .put(layerUrl(work.id, photo.id, 0))
      .send(body)
      .expect(404);
    const { task, questions } = await createTask(app, cast.teacher.user, {
      questions: [{ type: QuestionType.File, ball: 1 }],
    });
    const other = await createWork(app, task, cast.student.user, { status: WorkStatus.Submitted });
    const text = await createStoredFile(app, cast.student.user, 'Ответ', 'answer.txt');
    await createAnswer(app, other, questions[0], { file_id: text.id });
    await cast.teacher.browser.put(layerUrl(other.id, text.id)).send(body).expect(404);
  });

  it('draws on the pages of a PDF answer in range', async () => {
    const { task, questions } = await createTask(app, cast.teacher.user, {
      questions: [{ type: QuestionType.File, ball: 1 }],
    });
    const work = await createWork(app, task, cast.student.user, { status: WorkStatus.Submitted });
    const pdf = await createStoredFile(
      app,
      cast.student.user,
      await pagesPdf(3),
      'w.pdf',
      'application/pdf',
    );
    await createAnswer(app, work, questions[0], { file_id: pdf.id });
    const body = { version: 0, shapes: SAMPLE_SHAPES };
    await cast.teacher.browser
      .put(layerUrl(work.id, pdf.id, 3))
      .send(body)
      .expect(200);
    await cast.teacher.browser
      .put(layerUrl(work.id, pdf.id, 4))
      .send(body)
      .expect(404);
  });

  it('lets no one but the work’s teacher write', async () => {
    const { work, photo } = await workWithPhoto(app, cast.teacher.user, cast.student.user);
    const body = { version: 0, shapes: [] };
    for (const person of [cast.student, cast.otherStudent, cast.otherTeacher]) {
      const res = await person.browser.put(layerUrl(work.id, photo.id)).send(body);
      expect(res.status).toBe(403);
    }
  });

  it('shows the student nothing before the check, and every mark once checked', async () => {
    const { work, photo } = await workWithPhoto(app, cast.teacher.user, cast.student.user);
    const layer = await saved(work.id, photo.id);
    const url = `/api/works/${work.id}/annotations`;
    const before = await cast.student.browser.get(url).expect(200);
    expect(before.body).toEqual({ visible: false, layers: [] });
    await cast.student.browser.get(`${layerUrl(work.id, photo.id)}/export`).expect(403);
    await worksRepository(app).update(work.id, { status: WorkStatus.Checked });
    const after = await cast.student.browser.get(url).expect(200);
    expect(after.body).toEqual({ visible: true, layers: [layer] });
    await cast.otherStudent.browser.get(url).expect(403);
    await cast.otherTeacher.browser.get(url).expect(403);
  });

  it('shows the student the marks of a work returned for rework', async () => {
    const { work, photo } = await workWithPhoto(app, cast.teacher.user, cast.student.user);
    const layer = await saved(work.id, photo.id);
    await worksRepository(app).update(work.id, { status: WorkStatus.Draft, returned: true });
    const res = await cast.student.browser.get(`/api/works/${work.id}/annotations`).expect(200);
    expect(res.body).toEqual({ visible: true, layers: [layer] });
  });
});
