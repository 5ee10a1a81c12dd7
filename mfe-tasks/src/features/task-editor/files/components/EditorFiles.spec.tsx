import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StoredFileRef, Task, TaskInput } from '@tutor/contracts';
import { bodiesOf, inTurn, invalid, mockHttp, type Call } from '@tutor/api-client/testing';
import { useAppSettings } from '@tutor/session';
import { renderAt, resetSession, signInAs } from '@tutor/ui/testing';
import { TaskEditorPage } from '../../components/TaskEditorPage';

const stored = (id: number, name: string, kind: StoredFileRef['kind'] = 'other') => ({
  id,
  name,
  size: 3 * 1024 * 1024,
  mime: kind === 'image' ? 'image/png' : 'application/pdf',
  kind,
  url: `/api/files/${id}`,
});

const SAVED: Task = {
  id: 42,
  title: 'Дроби',
  subject_id: null,
  subject: null,
  questions: [],
  max_ball: 0,
  criteria: '',
  timer_minutes: 0,
  deadline: null,
  delay_at: null,
  only_new: false,
  can_repeated: false,
  show_answers: false,
  post_deadline_allowed: false,
  allow_question_copy: true,
  origin: 'authored',
  scale: { scale: 'five_point', thresholds: { 5: 85, 4: 65, 3: 45 } },
  decision: '',
  created_at: 1,
  updated_at: 1,
  sent_students_count: 0,
  unstarted_works_count: 0,
};

async function openNew(more = {}): Promise<Call[]> {
  const calls = mockHttp({ 'GET /api/subjects': [], ...more });
  renderAt(
    [
      { path: '/tasks/new', element: <TaskEditorPage /> },
      { path: '/tasks/:taskId', element: <p>saved</p> },
    ],
    '/tasks/new',
  );
  await screen.findByLabelText('Тип нового вопроса');
  return calls;
}

function addQuestion(type: string) {
  const select = screen.getByLabelText<HTMLSelectElement>('Тип нового вопроса');
  const option = within(select).getByRole<HTMLOptionElement>('option', { name: type });
  fireEvent.change(select, { target: { value: option.value } });
  fireEvent.click(screen.getByRole('button', { name: 'Добавить вопрос' }));
}

const question = () => screen.getByRole('group', { name: /^Вопрос 1 —/ });
const taskFiles = () => screen.getAllByRole('group', { name: 'Файлы' })[0] as HTMLElement;
const choose = (scope: HTMLElement, ...files: File[]) =>
  fireEvent.change(within(scope).getByLabelText('Добавить файлы'), { target: { files } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Сохранить задание' }));
const sent = (calls: Call[]) => bodiesOf(calls, 'POST /api/tasks')[0] as TaskInput;

describe('files in the task editor', () => {
  beforeEach(() => signInAs('teacher'));
  afterEach(() => {
    resetSession();
    useAppSettings.setState({ settings: null });
    window.localStorage.clear();
  });

  it('uploads the task’s files, lists them, removes one and sends the ids', async () => {
    const calls = await openNew({
      'POST /api/files': inTurn(stored(5, 'Теория.pdf'), stored(6, 'Бланк.pdf')),
      'POST /api/tasks': SAVED,
    });
    fireEvent.change(screen.getByLabelText('Название'), { target: { value: 'Дроби' } });
    choose(taskFiles(), new File(['a'], 'Теория.pdf'), new File(['b'], 'Бланк.pdf'));
    const list = await screen.findByRole('list', { name: 'Файлы задания' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(list.textContent).toContain('3 МБ');
    fireEvent.click(within(list).getByRole('button', { name: 'Убрать Бланк.pdf' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    save();
    await screen.findByText('saved');
    expect(sent(calls).attachments).toEqual([5]);
  });

  it('posts no attachments for a task that never had files', async () => {
    const calls = await openNew({ 'POST /api/tasks': SAVED });
    fireEvent.change(screen.getByLabelText('Название'), { target: { value: 'Дроби' } });
    save();
    await screen.findByText('saved');
    expect(sent(calls)).not.toHaveProperty('attachments');
  });

  it('refuses a file too large or of a wrong type before sending, naming it', async () => {
    useAppSettings.setState({
      settings: {
        oauth: [],
        roles: [],
        logo: '',
        logo_title: '',
        referral_price_rub: 99,
        files: { max_mb: 1, types: ['pdf', 'png'], quota_mb: 10 },
      },
    });
    const calls = await openNew();
    expect(within(taskFiles()).getByText(/До 1 МБ каждый: pdf, png\./)).toBeTruthy();
    choose(taskFiles(), new File([new Uint8Array(1024 * 1024 + 1)], 'big.pdf'));
    expect((await within(taskFiles()).findByRole('alert')).textContent).toContain(
      'big.pdf: Размер файла не может превышать 1 МБ.',
    );
    expect(calls.some((call) => call.url === '/api/files')).toBe(false);
  });

  it('shows the server’s refusal of an upload and of a question’s files at the field', async () => {
    await openNew({
      'POST /api/files': invalid({ file: ['Превышена квота хранения файлов.'] }),
      'POST /api/tasks': invalid({ 'questions.0.attachments.0': ['Файл не найден.'] }),
    });
    addQuestion('Развёрнутый ответ');
    const files = within(question()).getByRole('group', { name: 'Файлы' });
    choose(files, new File(['a'], 'Схема.pdf'));
    expect((await within(files).findByRole('alert')).textContent).toContain(
      'Схема.pdf: Превышена квота хранения файлов.',
    );
    save();
    await waitFor(() => expect(files.textContent).toContain('Файл не найден.'));
  });

  it('sends a question’s files as its attachments', async () => {
    const calls = await openNew({
      'POST /api/files': stored(8, 'Аудио.pdf'),
      'POST /api/tasks': SAVED,
    });
    addQuestion('Развёрнутый ответ');
    choose(within(question()).getByRole('group', { name: 'Файлы' }), new File(['a'], 'Аудио.pdf'));
    await within(question()).findByRole('list', { name: 'Файлы к вопросу 1' });
    save();
    await screen.findByText('saved');
    expect(sent(calls).questions[0]?.attachments).toEqual([8]);
    expect(sent(calls)).not.toHaveProperty('attachments');
  });
});

describe('images in a question’s text', () => {
  beforeEach(() => signInAs('teacher'));
  afterEach(() => {
    resetSession();
    window.localStorage.clear();
  });

  const dialog = () => screen.getByRole('dialog', { name: 'Вставить изображение' });

  it('requires the alt text, then uploads and inserts the markup at the caret, previewed', async () => {
    const calls = await openNew({ 'POST /api/files': stored(9, 'tri.png', 'image') });
    addQuestion('Развёрнутый ответ');
    const text = within(question()).getByLabelText<HTMLTextAreaElement>('Текст вопроса');
    fireEvent.change(text, { target: { value: 'Найдите площадь.' } });
    text.setSelectionRange(7, 7);
    fireEvent.click(
      within(question()).getByRole('button', { name: 'Изображение для текста вопроса' }),
    );
    const image = new File(['png'], 'tri.png', { type: 'image/png' });
    fireEvent.change(within(dialog()).getByLabelText('Файл изображения'), {
      target: { files: [image] },
    });
    fireEvent.change(within(dialog()).getByLabelText('Ширина в пикселях (необязательно)'), {
      target: { value: '5' },
    });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Вставить' }));
    const alt = within(dialog()).getByLabelText('Описание изображения');
    expect(document.getElementById(`${alt.id}-errors`)?.textContent).toBe(
      'Опишите, что изображено.',
    );
    expect(dialog().textContent).toContain('Целое число от 40 до 1200.');
    expect(calls.some((call) => call.url === '/api/files')).toBe(false);

    fireEvent.change(alt, { target: { value: 'Треугольник ABC' } });
    fireEvent.change(within(dialog()).getByLabelText('Ширина в пикселях (необязательно)'), {
      target: { value: '240' },
    });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Вставить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(text.value).toBe('Найдите ![Треугольник ABC](file:9){width=240} площадь.');
    const preview = within(question()).getByRole('region', { name: 'Так вопрос увидят ученики' });
    const shown = within(preview).getByRole('img', { name: 'Треугольник ABC' });
    expect(shown.getAttribute('src')).toBe('/api/files/9');
  });

  it('inserts an image into a choice option and shows it beside the option', async () => {
    await openNew({ 'POST /api/files': stored(10, 'dot.png', 'image') });
    addQuestion('Один вариант');
    fireEvent.click(within(question()).getByRole('button', { name: 'Изображение для варианта 2' }));
    fireEvent.change(within(dialog()).getByLabelText('Файл изображения'), {
      target: { files: [new File(['png'], 'dot.png', { type: 'image/png' })] },
    });
    fireEvent.change(within(dialog()).getByLabelText('Описание изображения'), {
      target: { value: 'Точка' },
    });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Вставить' }));
    await waitFor(() =>
      expect(within(question()).getByLabelText<HTMLInputElement>('Вариант 2').value).toBe(
        '![Точка](file:10)',
      ),
    );
    expect(within(question()).getByRole('img', { name: 'Точка' })).toBeTruthy();
  });

  it('refuses a file that is not an image', async () => {
    await openNew();
    addQuestion('Развёрнутый ответ');
    fireEvent.click(
      within(question()).getByRole('button', { name: 'Изображение для текста вопроса' }),
    );
    fireEvent.change(within(dialog()).getByLabelText('Файл изображения'), {
      target: { files: [new File(['%PDF'], 'a.pdf', { type: 'application/pdf' })] },
    });
    fireEvent.change(within(dialog()).getByLabelText('Описание изображения'), {
      target: { value: 'Текст' },
    });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Вставить' }));
    expect(dialog().textContent).toContain('Этот файл не изображение');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Отмена' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
