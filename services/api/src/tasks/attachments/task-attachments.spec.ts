import type { INestApplication } from '@nestjs/common';
import { getRepositoryToken } from '@nestjs/typeorm';
import type { Task as TaskView, TaskInput, ValidationErrorBody, WorkView } from '@tutor/contracts';
import type { Repository } from 'typeorm';
import { FilesService } from '../../files/files.service';
import { PNG_SIGNATURE, pdfOf } from '../../files/previews/testing/preview-fixtures';
import { StoredFile } from '../../files/stored-file.entity';
import type { TestBrowser } from '../../testing/browser';
import { tempDir } from '../../testing/test-app';
import { useWorksApp } from '../../works/testing/use-works-app';
import { createStoredFile, createWork, type Cast } from '../../works/testing/works-fixtures';
import { TaskRevisions } from '../task-revisions.service';
import { Task } from '../task.entity';
import { taskInput } from '../testing/tasks-fixtures';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const binary = (
  res: { on: (event: string, cb: (chunk?: Buffer) => void) => void },
  done: (error: Error | null, body: Buffer) => void,
) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk) => chunks.push(chunk as Buffer));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

describe('files of a task and its questions', () => {
  let app: INestApplication;
  let cast: Cast<TestBrowser>;

  useWorksApp({ FILES_DIR: tempDir('api-task-files-') }, (created) => ({ app, cast } = created));

  const files = () => app.get<Repository<StoredFile>>(getRepositoryToken(StoredFile));

  async function teacherFiles() {
    const teacher = cast.teacher.user;
    return {
      sheet: await createStoredFile(app, teacher, await pdfOf(2), 'sheet.pdf', 'application/pdf'),
      photo: await createStoredFile(app, teacher, PNG, 'photo.png', 'image/png'),
      notes: await createStoredFile(app, teacher, 'notes', 'notes.txt', 'text/plain'),
      svg: await createStoredFile(
        app,
        teacher,
        '<svg xmlns="http://www.w3.org/2000/svg"/>',
        'x.svg',
        'image/svg+xml',
      ),
    };
  }

  function withFiles(ids: {
    task: number[];
    question: number[];
    image: number;
    alt?: string;
  }): TaskInput {
    const input = taskInput();
    const [first, ...rest] = input.questions;
    return {
      ...input,
      attachments: ids.task,
      questions: [
        {
          ...first!,
          text: `Look: ![${ids.alt ?? 'A circle'}](file:${ids.image}){width=200} and answer.`,
          attachments: ids.question,
        },
        ...rest,
      ],
    };
  }

  async function created(input: TaskInput): Promise<TaskView> {
    const res = await cast.teacher.browser.post('/api/tasks').send(input).expect(201);
    return res.body as TaskView;
  }

  it('keeps the files of the task and of a question, with their pages, on the task view', async () => {
    const { sheet, photo, notes } = await teacherFiles();
    const task = await created(
      withFiles({ task: [sheet.id, notes.id], question: [notes.id], image: photo.id }),
    );
    expect(task.attachments?.map((file) => [file.id, file.pages, file.url])).toEqual([
      [sheet.id, 2, `/api/tasks/${task.id}/files/${sheet.id}`],
      [notes.id, 0, `/api/tasks/${task.id}/files/${notes.id}`],
    ]);
    expect(task.questions[0]?.attachments?.map((file) => file.id)).toEqual([notes.id]);
    expect(task.questions[0]?.images?.map((file) => [file.id, file.kind, file.pages])).toEqual([
      [photo.id, 'image', 1],
    ]);
    expect(task.questions[1]?.attachments).toBeUndefined();
    const attached = await files().findBy({});
    expect(attached.find((file) => file.id === sheet.id)?.detachedAt).toBeNull();
    expect(attached.find((file) => file.id === photo.id)?.detachedAt).toBeNull();
  });

  it('refuses unknown, foreign and too many files, and images without alt, in one 422', async () => {
    const { photo, notes, svg } = await teacherFiles();
    const foreign = await createStoredFile(app, cast.otherTeacher.user, PNG, 'f.png', 'image/png');
    const input = withFiles({ task: [foreign.id], question: [999_999], image: photo.id, alt: ' ' });
    input.questions[1] = { ...input.questions[1]!, text: `![Svg](file:${svg.id})` };
    input.questions[2] = {
      ...input.questions[2]!,
      attachments: Array.from({ length: 11 }, () => notes.id),
    };
    input.title = '';
    const res = await cast.teacher.browser
      .post('/api/tasks')
      .set('Accept-Language', 'en')
      .send(input)
      .expect(422);
    const { errors } = res.body as ValidationErrorBody;
    expect(Object.keys(errors)).toEqual(
      expect.arrayContaining([
        'title',
        'attachments',
        'questions.0.attachments',
        'questions.0.text',
        'questions.1.text',
        'questions.2.attachments',
      ]),
    );
    expect(errors.attachments).toEqual([
      'Each attached file must be one of the files you uploaded.',
    ]);
    expect(errors['questions.0.text']).toEqual([
      'Each image in the text needs a description (alt text).',
    ]);
    expect(errors['questions.1.text']).toEqual([
      'Each image in the text must be an image you uploaded.',
    ]);
    expect(errors['questions.2.attachments']).toEqual([
      'A question may have at most 10 attached files.',
    ]);
    const ru = await cast.teacher.browser
      .post('/api/tasks')
      .set('Accept-Language', 'ru')
      .send(input);
    expect((ru.body as ValidationErrorBody).errors.attachments).toEqual([
      'Прикреплять можно только загруженные вами файлы.',
    ]);
  });

  it('serves the files and pages to the owner only; a file the task does not name is 404', async () => {
    const { sheet, photo, svg } = await teacherFiles();
    const task = await created(
      withFiles({ task: [sheet.id, svg.id], question: [], image: photo.id }),
    );
    const base = `/api/tasks/${task.id}/files`;
    const pdf = await cast.teacher.browser.get(`${base}/${sheet.id}`).expect(200);
    expect(pdf.headers['content-disposition']).toMatch(/^attachment;/);
    expect(pdf.headers['content-security-policy']).toBe('sandbox');
    const drawing = await cast.teacher.browser.get(`${base}/${svg.id}`).expect(200);
    expect(drawing.headers['content-disposition']).toMatch(/^attachment;/);
    expect(drawing.headers['x-content-type-options']).toBe('nosniff');
    const page = await cast.teacher.browser
      .get(`${base}/${sheet.id}/pages/2`)
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(page.headers['content-type']).toBe('image/png');
    expect((page.body as Buffer).subarray(0, 8)).toEqual(PNG_SIGNATURE);
    await cast.teacher.browser.get(`${base}/${sheet.id}/pages/3`).expect(404);
    await cast.teacher.browser.get(`${base}/${svg.id}/pages/1`).expect(404);
    const other = await createStoredFile(app, cast.teacher.user, 'x', 'x.txt');
    await cast.teacher.browser.get(`${base}/${other.id}`).expect(404);
    await cast.otherTeacher.browser.get(`${base}/${sheet.id}`).expect(403);
    await cast.student.browser.get(`${base}/${sheet.id}`).expect(403);
  });

  it('keeps the files of a sent work through its revision after the task changes', async () => {
    const { sheet, photo, notes } = await teacherFiles();
    const task = await created(
      withFiles({ task: [sheet.id], question: [notes.id], image: photo.id }),
    );
    const revision = await app.get(TaskRevisions).freeze(task.id);
    const row = await app
      .get<Repository<Task>>(getRepositoryToken(Task))
      .findOneByOrFail({ id: task.id });
    const work = await createWork(app, row, cast.student.user, { taskRevisionId: revision.id });
    const { id: _id, ...input } = {
      ...withFiles({ task: [], question: [], image: photo.id }),
      id: 0,
    };
    const questions = input.questions.map((question, index) => ({
      ...question,
      id: task.questions[index]?.id,
    }));
    await cast.teacher.browser
      .put(`/api/tasks/${task.id}`)
      .send({ ...input, questions })
      .expect(200);
    for (const browser of [cast.student.browser, cast.teacher.browser]) {
      const view = (await browser.get(`/api/works/${work.id}`).expect(200)).body as WorkView;
      expect(view.attachments?.map((file) => [file.id, file.url])).toEqual([
        [sheet.id, `/api/works/${work.id}/files/${sheet.id}`],
      ]);
      expect(view.questions[0]?.attachments?.map((file) => file.id)).toEqual([notes.id]);
      expect(view.questions[0]?.images?.map((file) => file.id)).toEqual([photo.id]);
      await browser.get(`/api/works/${work.id}/files/${sheet.id}`).expect(200);
      await browser.get(`/api/works/${work.id}/files/${sheet.id}/pages/1`).expect(200);
    }
    await cast.otherStudent.browser.get(`/api/works/${work.id}/files/${sheet.id}`).expect(403);
  });

  it('keeps the files in a duplicate, and an attached file still counts against the quota', async () => {
    const { sheet, photo } = await teacherFiles();
    const before = await app.get(FilesService).storedBytes(cast.teacher.user.id);
    const task = await created(withFiles({ task: [sheet.id], question: [], image: photo.id }));
    expect(await app.get(FilesService).storedBytes(cast.teacher.user.id)).toBe(before);
    const copy = await cast.teacher.browser.post(`/api/tasks/${task.id}/copy`).expect(201);
    expect((copy.body as TaskView).attachments?.map((file) => file.id)).toEqual([sheet.id]);
    expect(before).toBeGreaterThanOrEqual(sheet.size + photo.size);
  });

  it('keeps a file a task or its text names from being deleted; a loose one goes', async () => {
    const { sheet, photo, notes } = await teacherFiles();
    const task = await created(withFiles({ task: [sheet.id], question: [], image: photo.id }));
    for (const file of [sheet, photo]) {
      const res = await cast.teacher.browser.delete(`/api/files/${file.id}`).expect(409);
      expect(res.body).toEqual({
        message:
          'Файл используется в задании, материале или ответе, поэтому его нельзя удалить. Сначала уберите его оттуда.',
      });
    }
    await cast.teacher.browser.get(`/api/tasks/${task.id}/files/${sheet.id}`).expect(200);
    await cast.teacher.browser.delete(`/api/files/${notes.id}`).expect(204);
    expect(await files().findOneBy({ id: notes.id })).toBeNull();
  });

  it('refuses an image id no file can have with a 422, not an error', async () => {
    const { sheet, photo } = await teacherFiles();
    const input = withFiles({ task: [sheet.id], question: [], image: photo.id });
    input.questions[0] = { ...input.questions[0]!, text: '![A dot](file:99999999999)' };
    const res = await cast.teacher.browser.post('/api/tasks').send(input).expect(422);
    expect(Object.keys((res.body as { errors: object }).errors)).toEqual(['questions.0.text']);
  });

  it('saves 20 parallel edits with files into consistent rows', async () => {
    const { sheet, photo, notes } = await teacherFiles();
    const task = await created(withFiles({ task: [sheet.id], question: [], image: photo.id }));
    const bodies = Array.from({ length: 20 }, (_, n) => {
      const input = withFiles({
        task: n % 2 === 0 ? [sheet.id] : [notes.id, sheet.id],
        question: [notes.id],
        image: photo.id,
      });
      const questions = input.questions.map((question, index) => ({
        ...question,
        id: task.questions[index]?.id,
      }));
      return { ...input, questions };
    });
    const answers = await Promise.all(
      bodies.map((body) => cast.teacher.browser.put(`/api/tasks/${task.id}`).send(body)),
    );
    expect(answers.map((res) => res.status)).toEqual(bodies.map(() => 200));
    const view = (await cast.teacher.browser.get(`/api/tasks/${task.id}`).expect(200))
      .body as TaskView;
    expect([[sheet.id], [notes.id, sheet.id]]).toContainEqual(
      view.attachments?.map((file) => file.id),
    );
    expect(view.questions[0]?.attachments?.map((file) => file.id)).toEqual([notes.id]);
    expect(view.questions).toHaveLength(3);
  });
});
