import type { INestApplication } from '@nestjs/common';
import { ROLE_STUDENT, type MaterialPage, type Purchase, type Task } from '@tutor/contracts';
import { PNG_SIGNATURE, pdfOf } from '../../files/previews/testing/preview-fixtures';
import { signedInBrowser } from '../../testing/browser';
import { tempDir } from '../../testing/test-app';
import { taskInput } from '../../tasks/testing/tasks-fixtures';
import { createStoredFile } from '../../works/testing/works-fixtures';
import {
  materialInput,
  makeTask,
  publish,
  teacher,
  type Teacher,
} from '../testing/marketplace-fixtures';
import { useMarketplaceApp } from '../testing/use-marketplace-app';

/** A small PNG drawn for the test. */
async function smallPng(): Promise<Buffer> {
  const { createCanvas } = await import('@napi-rs/canvas');
  const canvas = createCanvas(40, 30);
  canvas.getContext('2d').fillRect(0, 0, 20, 15);
  return canvas.toBuffer('image/png');
}

const binary = (
  res: { on: (event: string, listener: (chunk?: Buffer) => void) => void },
  done: (error: Error | null, body: Buffer) => void,
): void => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk) => chunks.push(chunk as Buffer));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

describe('files of a material', () => {
  let app: INestApplication;
  let author: Teacher;
  let buyer: Teacher;
  useMarketplaceApp(
    { FILES_DIR: tempDir('api-material-files-') },
    (cast) => ({ app, author, buyer } = cast),
  );

  async function materialWithFiles() {
    const sheet = await createStoredFile(
      app,
      author.user,
      await pdfOf(2),
      'sheet.pdf',
      'application/pdf',
    );
    const notes = await createStoredFile(app, author.user, 'notes', 'notes.txt', 'text/plain');
    const input = taskInput({ attachments: [sheet.id] });
    input.questions[0] = { ...input.questions[0]!, attachments: [notes.id] };
    const task = await makeTask(author, input);
    const draft = (
      await author.browser.post('/api/materials').send(materialInput(task.id)).expect(201)
    ).body as MaterialPage;
    const material = await publish(author, draft.id);
    return { material, sheet, notes };
  }

  it('shows previews to all, downloads only to the author and a buyer', async () => {
    const { material, sheet, notes } = await materialWithFiles();
    const base = `/api/materials/${material.id}/files`;
    const seen = (await buyer.browser.get(`/api/materials/${material.id}`).expect(200))
      .body as MaterialPage;
    expect(seen.files).toEqual([
      expect.objectContaining({
        id: sheet.id,
        pages: 2,
        preview_url: `${base}/${sheet.id}/preview`,
        url: null,
      }),
      expect.objectContaining({ id: notes.id, pages: 0, preview_url: null, url: null }),
    ]);
    const preview = await buyer.browser
      .get(`${base}/${sheet.id}/preview`)
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(preview.headers['content-type']).toBe('image/png');
    expect((preview.body as Buffer).subarray(0, 8)).toEqual(PNG_SIGNATURE);
    await buyer.browser.get(`${base}/${notes.id}/preview`).expect(404);
    await buyer.browser.get(`${base}/${sheet.id}`).expect(403);
    const own = (await author.browser.get(`/api/materials/${material.id}`).expect(200))
      .body as MaterialPage;
    expect(own.files?.[0]?.url).toBe(`${base}/${sheet.id}`);
    await author.browser.get(`${base}/${sheet.id}`).expect(200);
    const student = await signedInBrowser(app, { role: ROLE_STUDENT });
    await student.browser.get(`${base}/${sheet.id}`).expect(403);
  });

  it('resolves images of shown questions: a sample for others, the file for owners', async () => {
    const png = await smallPng();
    const shown = await createStoredFile(app, author.user, png, 'shown.png', 'image/png');
    const hidden = await createStoredFile(app, author.user, png, 'hidden.png', 'image/png');
    const input = taskInput();
    input.questions[0] = { ...input.questions[0]!, text: `Look: ![A square](file:${shown.id})` };
    input.questions[1] = { ...input.questions[1]!, text: `And: ![A circle](file:${hidden.id})` };
    const task = await makeTask(author, input);
    const draft = (
      await author.browser.post('/api/materials').send(materialInput(task.id)).expect(201)
    ).body as MaterialPage;
    const material = await publish(author, draft.id);
    const base = `/api/materials/${material.id}/files`;
    const seen = (await buyer.browser.get(`/api/materials/${material.id}`).expect(200))
      .body as MaterialPage;
    expect(seen.preview.map((question) => question.images)).toEqual([
      [{ id: shown.id, url: `${base}/${shown.id}/preview` }],
    ]);
    await buyer.browser.get(`${base}/${shown.id}/preview`).expect(200);
    await buyer.browser.get(`${base}/${shown.id}`).expect(403);
    await buyer.browser.get(`${base}/${hidden.id}/preview`).expect(404);
    const own = (await author.browser.get(`/api/materials/${material.id}`).expect(200))
      .body as MaterialPage;
    expect(own.preview.map((question) => question.images)).toEqual([
      [{ id: shown.id, url: `${base}/${shown.id}` }],
      [{ id: hidden.id, url: `${base}/${hidden.id}` }],
      undefined,
    ]);
    await author.browser.get(`${base}/${hidden.id}`).expect(200);
  });

  it('gives the buyer a copy that names the files, served through their task', async () => {
    const { material, sheet, notes } = await materialWithFiles();
    const taken = (
      await buyer.browser.post(`/api/materials/${material.id}/purchase`).send({}).expect(201)
    ).body as { purchase: Purchase };
    const copy = (await buyer.browser.get(`/api/tasks/${taken.purchase.task_id}`).expect(200))
      .body as Task;
    expect(copy.attachments?.map((file) => file.id)).toEqual([sheet.id]);
    expect(copy.questions[0]?.attachments?.map((file) => file.id)).toEqual([notes.id]);
    await buyer.browser.get(`/api/tasks/${copy.id}/files/${sheet.id}`).expect(200);
    const page = (await buyer.browser.get(`/api/materials/${material.id}`).expect(200))
      .body as MaterialPage;
    expect(page.files?.[0]?.url).toBe(`/api/materials/${material.id}/files/${sheet.id}`);
    await buyer.browser.get(`/api/materials/${material.id}/files/${sheet.id}`).expect(200);
    const stranger = await teacher(app, 'Вера');
    await stranger.browser.get(`/api/materials/${material.id}/files/${sheet.id}`).expect(403);
    await stranger.browser
      .get(`/api/materials/${material.id}/files/${sheet.id}/preview`)
      .expect(200);
  });
});
