import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MaterialAccess } from '@tutor/contracts';
import { bodiesOf, invalid, mockHttp } from '@tutor/api-client/testing';
import { toast } from '@tutor/ui';
import {
  materialPage,
  subscription,
  TASKS,
  task,
  taskPage,
} from '../../../shared/testing/fixtures';
import { currentPath, renderAt, resetSession, signInAs } from '@tutor/ui/testing';
import { MaterialFormPage } from './MaterialFormPage';

const open = (path: string) =>
  renderAt(
    [
      { path: '/marketplace/new', element: <MaterialFormPage /> },
      { path: '/marketplace/materials/:materialId/edit', element: <MaterialFormPage /> },
    ],
    path,
  );
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const errorsOf = (label: string) => {
  const control = screen.getByLabelText(label);
  return document.getElementById(`${control.id}-errors`)?.textContent;
};
const groupErrors = (name: string) => {
  const group = screen.getByRole('group', { name });
  const id = group.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};
const question = (number: number) =>
  screen.getByRole('group', { name: new RegExp(`^Вопрос ${number} `) });
/** The API of the form for a teacher on the paid plan, and what a test adds. */
const mockForm = (routes: Parameters<typeof mockHttp>[0]) =>
  mockHttp({ 'GET /api/subscription': subscription(), ...routes });
const CREATED = materialPage({ id: 5, mine: true, version: null, versions: [] });

/** The form of task 7 filled in as a paid ОГЭ material for grade 5, question 2 shown. */
async function fillPaidMaterial() {
  await screen.findByText('Объясните решение');
  type('Предмет', 'math');
  type('Класс', '5');
  fireEvent.click(screen.getByLabelText('ОГЭ'));
  fireEvent.click(screen.getByLabelText('Платно'));
  type('Цена, ₽', '490');
  type('Описание', '<p>Две задачи</p>');
  fireEvent.click(within(question(2)).getByLabelText('Показывать до покупки'));
}

describe('the material form', () => {
  beforeEach(() => {
    localStorage.clear();
    signInAs('teacher');
  });
  afterEach(() => {
    jest.restoreAllMocks();
    resetSession();
  });

  it('asks for a price only for a paid material', async () => {
    mockForm({ 'GET /api/tasks': taskPage(TASKS) });
    open('/marketplace/new');
    await screen.findByLabelText('Задание-шаблон');
    expect(screen.getByLabelText<HTMLInputElement>('Только я').checked).toBe(true);
    expect(screen.queryByLabelText('Цена, ₽')).toBeNull();
    fireEvent.click(screen.getByLabelText('Платно'));
    expect(screen.getByLabelText('Цена, ₽')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('По ссылке'));
    expect(screen.queryByLabelText('Цена, ₽')).toBeNull();
  });

  it('offers only the teacher’s own tasks as the template, not copies of taken materials', async () => {
    const bought = { ...TASKS[0], id: 8, title: 'Купленное', origin: 'purchased' } as const;
    mockForm({ 'GET /api/tasks': taskPage([...TASKS, bought]) });
    open('/marketplace/new');
    const select = await screen.findByLabelText('Задание-шаблон');
    const offered = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(offered).toContain('Дроби');
    expect(offered).not.toContain('Купленное');
  });

  it('creates a material from the task of ?task=, with the preview positions', async () => {
    const success = jest.spyOn(toast, 'success');
    const calls = mockForm({
      'GET /api/tasks': taskPage(TASKS),
      'GET /api/tasks/7': task(),
      'POST /api/materials': CREATED,
    });
    open('/marketplace/new?task=7');
    expect((await screen.findByLabelText<HTMLSelectElement>('Задание-шаблон')).value).toBe('7');
    expect(screen.getByLabelText<HTMLInputElement>('Название').value).toBe('Дроби');
    await fillPaidMaterial();
    fireEvent.click(screen.getByRole('button', { name: 'Создать материал' }));
    await currentPath('/marketplace/materials/5');
    expect(bodiesOf(calls, 'POST /api/materials')).toEqual([
      {
        template_id: 7,
        title: 'Дроби',
        subject: 'math',
        grade: 5,
        exams: ['oge'],
        description: '<p>Две задачи</p>',
        access: 'paid',
        price: 490,
        cover_file_id: null,
        preview_questions: [1],
      },
    ]);
    expect(success).toHaveBeenCalledWith('Материал создан. Опубликуйте его, когда он будет готов.');
  });

  it('shows a 422 under each field it names', async () => {
    const calls = mockForm({
      'GET /api/tasks': taskPage(TASKS),
      'GET /api/tasks/7': task(),
      'POST /api/materials': invalid({
        title: ['Название уже занято.'],
        price: ['Цена не может быть больше 100 000 ₽.'],
        exams: ['Выберите экзамен из списка.'],
        preview_questions: ['Отметьте не больше половины вопросов.'],
        cover_file_id: ['Обложка должна быть картинкой.'],
      }),
    });
    open('/marketplace/new?task=7');
    await fillPaidMaterial();
    fireEvent.click(screen.getByRole('button', { name: 'Создать материал' }));
    await waitFor(() => expect(errorsOf('Название')).toBe('Название уже занято.'));
    expect(errorsOf('Цена, ₽')).toBe('Цена не может быть больше 100 000 ₽.');
    expect(errorsOf('Обложка')).toBe('Обложка должна быть картинкой.');
    expect(groupErrors('Готовит к экзаменам')).toBe('Выберите экзамен из списка.');
    expect(groupErrors('Вопросы задания')).toBe('Отметьте не больше половины вопросов.');
    expect(screen.getByText('Не сохранено: исправьте отмеченные поля.')).toBeTruthy();
    expect(bodiesOf(calls, 'POST /api/materials')).toHaveLength(1);
    // An edited field loses its stale error.
    type('Название', 'Дроби: сложение');
    expect(errorsOf('Название')).toBeUndefined();
  });

  it('says what is missing before sending anything', async () => {
    const calls = mockForm({ 'GET /api/tasks': taskPage(TASKS) });
    open('/marketplace/new');
    await screen.findByLabelText('Задание-шаблон');
    fireEvent.click(screen.getByRole('button', { name: 'Создать материал' }));
    expect(errorsOf('Задание-шаблон')).toBe('Выберите задание');
    expect(errorsOf('Предмет')).toBe('Выберите предмет');
    expect(errorsOf('Класс')).toBe('Выберите класс');
    expect(calls.map((call) => call.url).filter((url) => url !== '/api/subscription')).toEqual([
      '/api/tasks',
    ]);
  });

  it('uploads a cover and sends its file id', async () => {
    const calls = mockForm({
      'GET /api/tasks': taskPage(TASKS),
      'GET /api/tasks/7': task(),
      'POST /api/files': {
        id: 40,
        name: 'c.png',
        size: 10,
        mime: 'image/png',
        kind: 'image',
        url: '/api/files/40',
      },
      'POST /api/materials': CREATED,
    });
    open('/marketplace/new?task=7');
    await fillPaidMaterial();
    const file = new File(['png'], 'c.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Обложка'), { target: { files: [file] } });
    expect((await screen.findByAltText('Текущая обложка')).getAttribute('src')).toBe(
      '/api/files/40',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Создать материал' }));
    await currentPath('/marketplace/materials/5');
    expect(bodiesOf(calls, 'POST /api/materials')[0]).toMatchObject({ cover_file_id: 40 });
  });

  it('edits the author’s material and sends no cover it did not change', async () => {
    const material = materialPage({
      mine: true,
      template_id: 7,
      access: MaterialAccess.Paid,
      cover_url: '/api/files/3',
    });
    const calls = mockForm({
      'GET /api/materials/5': material,
      'GET /api/tasks': taskPage(TASKS),
      'GET /api/tasks/7': task(),
      'PATCH /api/materials/5': { ...material, title: 'Уравнения' },
    });
    open('/marketplace/materials/5/edit');
    expect((await screen.findByLabelText<HTMLInputElement>('Название')).value).toBe(
      'Квадратные уравнения',
    );
    expect(screen.getByLabelText<HTMLInputElement>('Цена, ₽').value).toBe('490');
    expect(
      within(question(1)).getByLabelText<HTMLInputElement>('Показывать до покупки').checked,
    ).toBe(true);
    type('Название', 'Уравнения');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await currentPath('/marketplace/materials/5');
    const [body] = bodiesOf(calls, 'PATCH /api/materials/5');
    expect(body).toMatchObject({ title: 'Уравнения', price: 490, preview_questions: [0] });
    expect(body).not.toHaveProperty('cover_file_id');
  });

  it('sends an explicit null when the author removes the cover', async () => {
    const material = materialPage({ mine: true, template_id: 7, cover_url: '/api/files/3' });
    const calls = mockForm({
      'GET /api/materials/5': material,
      'GET /api/tasks': taskPage(TASKS),
      'GET /api/tasks/7': task(),
      'PATCH /api/materials/5': { ...material, cover_url: null },
    });
    open('/marketplace/materials/5/edit');
    await screen.findByAltText('Текущая обложка');
    fireEvent.click(screen.getByRole('button', { name: 'Убрать обложку' }));
    expect(screen.queryByAltText('Текущая обложка')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await currentPath('/marketplace/materials/5');
    const [body] = bodiesOf(calls, 'PATCH /api/materials/5');
    expect(body).toHaveProperty('cover_file_id', null);
  });

  it('keeps what was typed when leaving, and brings it back with a note', async () => {
    mockForm({ 'GET /api/tasks': taskPage(TASKS) });
    const first = open('/marketplace/new');
    await screen.findByLabelText('Название');
    type('Название', 'Черновик');
    fireEvent.click(screen.getByLabelText('Платно'));
    type('Цена, ₽', '350');
    fireEvent.click(screen.getByRole('link', { name: 'Назад' }));
    await currentPath('/marketplace?scope=mine');
    expect(screen.queryByRole('dialog')).toBeNull();
    first.unmount();

    open('/marketplace/new');
    await screen.findByText('Вернули изменения, которые в прошлый раз не были сохранены.');
    expect(screen.getByLabelText<HTMLInputElement>('Название').value).toBe('Черновик');
    expect(screen.getByLabelText<HTMLInputElement>('Цена, ₽').value).toBe('350');
    fireEvent.click(screen.getByRole('button', { name: 'Начать заново' }));
    expect(screen.getByLabelText<HTMLInputElement>('Название').value).toBe('');
    expect(screen.queryByText(/Вернули изменения/)).toBeNull();
  });

  it('says up front that selling needs the paid plan, with the way to it', async () => {
    mockHttp({
      'GET /api/tasks': taskPage(TASKS),
      'GET /api/subscription': subscription({ plan: 'free', status: 'free', paid_until: null }),
    });
    open('/marketplace/new');
    await screen.findByText(/Продавать материалы можно на платном тарифе/);
    expect(
      screen.getByRole('link', { name: 'Подключить платный тариф' }).getAttribute('href'),
    ).toBe('/settings#subscription');
  });

  it('says nothing of the plan to a teacher who has it', async () => {
    const calls = mockForm({ 'GET /api/tasks': taskPage(TASKS) });
    open('/marketplace/new');
    await screen.findByLabelText('Название');
    await waitFor(() => expect(calls.map((call) => call.url)).toContain('/api/subscription'));
    await act(() => Promise.resolve());
    expect(screen.queryByText(/платном тарифе/)).toBeNull();
  });

  it('asks before leaving unsaved edits when the browser cannot keep them', async () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    mockForm({ 'GET /api/tasks': taskPage(TASKS) });
    open('/marketplace/new');
    await screen.findByLabelText('Название');
    type('Название', 'Черновик');
    fireEvent.click(screen.getByRole('link', { name: 'Назад' }));
    const stay = await screen.findByRole('dialog', { name: 'Уйти без сохранения?' });
    fireEvent.click(within(stay).getByRole('button', { name: 'Остаться' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByLabelText<HTMLInputElement>('Название').value).toBe('Черновик');
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
    fireEvent.click(screen.getByRole('link', { name: 'Назад' }));
    const leave = await screen.findByRole('dialog', { name: 'Уйти без сохранения?' });
    fireEvent.click(within(leave).getByRole('button', { name: 'Уйти' }));
    await currentPath('/marketplace?scope=mine');
  });

  it('sends a teacher without tasks to make one first', async () => {
    mockForm({ 'GET /api/tasks': taskPage([]) });
    open('/marketplace/new');
    const empty = await screen.findByRole('region', { name: 'Сначала создайте задание' });
    expect(within(empty).getByRole('link', { name: 'Создать задание' }).getAttribute('href')).toBe(
      '/tasks/new',
    );
  });
});
