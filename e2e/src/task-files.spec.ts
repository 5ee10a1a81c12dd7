import { mkdirSync } from 'node:fs';
import type { Locator } from 'playwright-core';
import type { MaterialPage, Task } from '@tutor/contracts';
import { registerByInvite, registerTeacher, uniqueEmail } from './support/account-steps';
import { callApi, workIdOf } from './support/api-calls';
import { checkAtBothSizes } from './support/page-checks';
import { usePeople } from './support/people';
import { samplePdf, samplePng } from './support/sample-files';

/**
 * Files of a task (issue 22): a teacher attaches a PDF and an image to a task in the
 * editor and puts an image with its description into a question's text; the student sees
 * the image, the PDF's rendered pages and downloads the PDF; the teacher checking the work
 * sees the same; a material made from the task shows watermarked samples to everyone and
 * the files only to its owners (another teacher's GET of a file is refused). Each page:
 * 0 serious axe violations, no sideways scroll at 390×844, screenshots in /tmp/shots/files-ui.
 */
const SHOTS = '/tmp/shots/files-ui';

beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

const { product, person } = usePeople({
  context: { bypassCSP: true },
  env: { DISPATCH_SWEEP_MS: '200' },
});

const THEORY = samplePdf('Теория.pdf', 2);
const DRAWING = samplePng('Чертёж.png');
const FIGURE = samplePng('triangle.png', 300, 200);
const ALT = 'Прямоугольный треугольник с катетами 3 и 4';

/** An image that has loaded (scrolled to first: previews load lazily). */
async function loaded(image: Locator): Promise<void> {
  await image.scrollIntoViewIfNeeded();
  await image.evaluate(async (element) => {
    const img = element as HTMLImageElement;
    if (!img.complete) await new Promise((done) => img.addEventListener('load', done));
  });
  expect(
    await image.evaluate((element) => (element as HTMLImageElement).naturalWidth),
  ).toBeGreaterThan(0);
}

it('attaches files and images to a task, shows them to the student and guards them in the marketplace', async () => {
  const url = product().url;
  const teacher = await person();
  await registerTeacher(teacher, url, uniqueEmail('files.teacher'), 'Анна');
  const invite = await callApi<{ url: string }>(teacher, url, 'GET', '/api/students/invite');
  const student = await person();
  await registerByInvite(student, new URL(invite.url, url).href, uniqueEmail('files'), 'Аня');

  // The teacher builds the task in the editor: two files, an image in the question's text.
  await teacher.goto(`${url}/tasks/new`);
  await teacher.getByLabel('Название', { exact: true }).fill('Треугольники');
  const taskFiles = teacher.getByRole('group', { name: 'Файлы' }).first();
  await taskFiles.getByLabel('Добавить файлы').setInputFiles([THEORY, DRAWING]);
  const editorList = teacher.getByRole('list', { name: 'Файлы задания' });
  await editorList.getByText('Теория.pdf').waitFor();
  await editorList.getByText('Чертёж.png').waitFor();
  await teacher.getByLabel('Тип нового вопроса').selectOption({ label: 'Развёрнутый ответ' });
  await teacher.getByRole('button', { name: 'Добавить вопрос' }).click();
  const question = teacher.getByRole('group', { name: /^Вопрос 1 —/ });
  await question.getByLabel('Текст вопроса').fill('Найдите площадь треугольника.');
  await question.getByRole('button', { name: 'Изображение для текста вопроса' }).click();
  const dialog = teacher.getByRole('dialog', { name: 'Вставить изображение' });
  await dialog.getByLabel('Файл изображения').setInputFiles(FIGURE);
  await dialog.getByRole('button', { name: 'Вставить' }).click();
  await dialog.getByText('Опишите, что изображено.').waitFor();
  await dialog.getByLabel('Описание изображения').fill(ALT);
  await dialog.getByLabel('Ширина в пикселях (необязательно)').fill('200');
  await dialog.getByRole('button', { name: 'Вставить' }).click();
  await dialog.waitFor({ state: 'detached' });
  const preview = question.getByRole('region', { name: 'Так вопрос увидят ученики' });
  await loaded(preview.getByRole('img', { name: ALT }));
  await teacher.getByRole('button', { name: 'Сохранить задание' }).click();
  await teacher.waitForURL(/\/tasks\/\d+$/);
  const taskId = Number(/\/tasks\/(\d+)$/.exec(teacher.url())?.[1]);
  const task = await callApi<Task>(teacher, url, 'GET', `/api/tasks/${taskId}`);
  expect(task.attachments?.map((file) => file.name)).toEqual(['Теория.pdf', 'Чертёж.png']);
  expect(task.questions[0]?.text).toMatch(
    /!\[Прямоугольный треугольник с катетами 3 и 4\]\(file:\d+\)\{width=200\}/,
  );
  // the saved task shows its files with their previews
  await loaded(
    teacher
      .getByRole('list', { name: 'Файлы задания' })
      .getByRole('img', { name: 'Теория.pdf, страница 1 из 2' }),
  );
  await checkAtBothSizes(teacher, SHOTS, 'editor');
  await callApi(teacher, url, 'POST', `/api/tasks/${taskId}/dispatches`, {
    target: { kind: 'all' },
  });

  // The student sees the image, the PDF's pages, and downloads the PDF.
  const workId = await workIdOf(student, url, 'Треугольники');
  await student.goto(`${url}/works/${workId}`);
  const image = student.getByRole('img', { name: ALT });
  await loaded(image);
  expect(await image.getAttribute('width')).toBe('200');
  const files = student.getByRole('list', { name: 'Файлы задания' });
  await loaded(files.getByRole('img', { name: 'Теория.pdf, страница 1 из 2' }));
  await loaded(files.getByRole('img', { name: 'Чертёж.png' }));
  await files.getByRole('button', { name: 'Все страницы (2)' }).click();
  await loaded(files.getByRole('img', { name: 'Теория.pdf, страница 2 из 2' }));
  const [download] = await Promise.all([
    student.waitForEvent('download'),
    files.getByRole('link', { name: 'Скачать Теория.pdf' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  expect((await download.failure()) ?? null).toBeNull();
  await checkAtBothSizes(student, SHOTS, 'work');

  // The student hands it in; the teacher checking it sees the same files and image.
  const work = await callApi<{ version: number; questions: { id: number }[] }>(
    student,
    url,
    'GET',
    `/api/works/${workId}`,
  );
  const saved = await callApi<{ version: number }>(
    student,
    url,
    'PUT',
    `/api/works/${workId}/answers`,
    {
      version: work.version,
      answers: [{ question_id: work.questions[0]?.id, value: { text: '6' } }],
    },
  );
  await callApi(student, url, 'POST', `/api/works/${workId}/submit`, { version: saved.version });
  await teacher.goto(`${url}/works/${workId}`);
  await loaded(teacher.getByRole('img', { name: ALT }));
  await loaded(
    teacher
      .getByRole('list', { name: 'Файлы задания' })
      .getByRole('img', { name: 'Теория.pdf, страница 1 из 2' }),
  );
  await checkAtBothSizes(teacher, SHOTS, 'check');

  // A free material from the task: samples for everyone, files for owners only.
  const material = await callApi<MaterialPage>(teacher, url, 'POST', '/api/materials', {
    template_id: taskId,
    title: 'Треугольники: площадь',
    subject: 'geometry',
    grade: 8,
    exams: [],
    description: 'Площадь прямоугольного треугольника.',
    access: 'public',
    price: 0,
    cover_file_id: null,
    preview_questions: [0],
  });
  await callApi(teacher, url, 'POST', `/api/materials/${material.id}/versions`, {
    changelog: 'Первая версия',
  });
  const other = await person();
  await registerTeacher(other, url, uniqueEmail('files.other'), 'Вера');
  await other.goto(`${url}/marketplace/materials/${material.id}`);
  const lesson = other.getByRole('region', { name: 'Файлы урока' });
  await loaded(lesson.getByRole('img', { name: 'Образец: Теория.pdf' }));
  await lesson.getByText(/Файлы откроются, когда вы купите/).waitFor();
  expect(await lesson.getByRole('link').count()).toBe(0);
  await checkAtBothSizes(other, SHOTS, 'material');
  for (const file of task.attachments ?? []) {
    const refused = await other.request.get(`${url}${file.url}`);
    expect({ file: file.name, refused: [403, 404].includes(refused.status()) }).toEqual({
      file: file.name,
      refused: true,
    });
    const page = await other.request.get(`${url}${file.pages_url}/1`);
    expect([403, 404]).toContain(page.status());
  }
  // the author owns it: the downloads are there
  await teacher.goto(`${url}/marketplace/materials/${material.id}`);
  await teacher
    .getByRole('region', { name: 'Файлы урока' })
    .getByRole('link', { name: 'Скачать Теория.pdf' })
    .waitFor();
  await checkAtBothSizes(teacher, SHOTS, 'material-owner');
}, 300_000);
