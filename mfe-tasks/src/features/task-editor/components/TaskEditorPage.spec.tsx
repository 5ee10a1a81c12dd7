import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DispatchJobStatus, type DispatchJob, type Task, type TaskInput } from '@tutor/contracts';
import {
  bodiesOf,
  inTurn,
  invalid,
  mockHttp,
  Reply,
  type Call,
  type Handler,
} from '@tutor/api-client/testing';
import { currentPath, renderAt, resetSession, signInAs } from '@tutor/ui/testing';
import { toast } from '@tutor/ui';
import { TaskEditorPage } from './TaskEditorPage';

const SUBJECTS = [
  { id: 1, name: 'Алгебра' },
  { id: 2, name: 'Физика' },
];

const TASK: Task = {
  id: 7,
  title: 'Дроби',
  subject_id: 2,
  subject: { id: 2, name: 'Физика' },
  questions: [
    { id: 71, position: 1, type: 'short_text', text: 'Второй', ball: 4 },
    {
      id: 70,
      position: 0,
      type: 'multiple_choice',
      text: 'Первый',
      ball: 6,
      options: [
        { id: 'o1', text: 'да' },
        { id: 'o4', text: 'нет' },
      ],
      correct: ['o4'],
    },
  ],
  max_ball: 10,
  criteria: 'Критерии',
  timer_minutes: 15,
  deadline: new Date('2026-06-01T18:00').getTime(),
  delay_at: new Date('2026-05-20T09:30').getTime(),
  only_new: true,
  can_repeated: false,
  show_answers: true,
  post_deadline_allowed: true,
  allow_question_copy: false,
  origin: 'authored',
  scale: { scale: 'pass_fail', pass_percent: 55 },
  decision: 'Решение',
  created_at: 1,
  updated_at: 1,
  sent_students_count: 0,
  unstarted_works_count: 0,
};

const NEW_ROUTE = { path: '/tasks/new', element: <TaskEditorPage /> };
const EDITOR_ROUTES = [NEW_ROUTE, { path: '/tasks/:taskId', element: <TaskEditorPage /> }];

function openExisting(more: Record<string, Handler> = {}, task: Task = TASK): Call[] {
  const calls = mockHttp({
    [`GET /api/tasks/${task.id}`]: task,
    'GET /api/subjects': SUBJECTS,
    'GET /api/students': [],
    'GET /api/groups': [],
    [`GET /api/tasks/${task.id}/dispatches`]: [],
    [`GET /api/tasks/${task.id}/works`]: [],
    [`POST /api/tasks/${task.id}/dispatch-preview`]: {
      recipients: 0,
      students: [],
      only_new: false,
    },
    ...more,
  });
  renderAt(EDITOR_ROUTES, `/tasks/${task.id}`);
  return calls;
}

async function openNew(more: Record<string, Handler> = {}): Promise<Call[]> {
  const calls = mockHttp({ 'GET /api/subjects': SUBJECTS, ...more });
  renderAt([NEW_ROUTE], '/tasks/new');
  await screen.findByRole('option', { name: 'Алгебра' });
  return calls;
}

const press = (name: string, scope: HTMLElement = document.body) =>
  fireEvent.click(within(scope).getByRole('button', { name }));
const fill = (label: string, value: string, scope: HTMLElement = document.body) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });
const tick = (label: string, scope: HTMLElement = document.body) =>
  fireEvent.click(within(scope).getByLabelText(label));
const question = (number: number) =>
  screen.getByRole('group', { name: new RegExp(`^Вопрос ${number} —`) });
const questionTitles = () =>
  screen
    .getAllByRole('group', { name: /^Вопрос \d+ —/ })
    .map((group) => group.querySelector('legend')?.textContent);
const errorsOf = (label: string, scope: HTMLElement = document.body) => {
  const input = within(scope).getByLabelText(label);
  return document.getElementById(`${input.id}-errors`)?.textContent;
};

function choose(label: string, optionText: string) {
  const select = screen.getByLabelText<HTMLSelectElement>(label);
  const option = within(select).getByRole<HTMLOptionElement>('option', { name: optionText });
  fireEvent.change(select, { target: { value: option.value } });
}

function addQuestion(typeLabel: string) {
  choose('Тип нового вопроса', typeLabel);
  press('Добавить вопрос');
}

/** The body of the first call to the route. */
const sent = (calls: Call[], route: string): TaskInput => bodiesOf(calls, route)[0] as TaskInput;

describe('the task editor', () => {
  beforeEach(() => signInAs('teacher'));
  afterEach(() => {
    jest.restoreAllMocks();
    resetSession();
    // the editor keeps unsaved forms here: one test's draft is not the next one's
    window.localStorage.clear();
  });

  it('tells a student that the page is for teachers', () => {
    signInAs('student');
    const calls = mockHttp({});
    renderAt(EDITOR_ROUTES, '/tasks/new');
    expect(
      screen.getByRole('heading', { name: 'Эта страница доступна только учителям.' }),
    ).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('points a teacher without subjects to the starter list, and says nothing once there are some', async () => {
    mockHttp({ 'GET /api/subjects': [] });
    renderAt([NEW_ROUTE], '/tasks/new');
    const link = await screen.findByRole('link', { name: 'Добавить предметы из списка' });
    expect(link.getAttribute('href')).toBe('/tasks/subjects');
    cleanup();
    await openNew();
    expect(screen.queryByRole('link', { name: 'Добавить предметы из списка' })).toBeNull();
  });

  it('builds a task with a choice, a text and a file question and posts the exact TaskInput', async () => {
    const calls = await openNew({ 'POST /api/tasks': { ...TASK, id: 42 } });
    fill('Название', 'Дроби');
    choose('Предмет', 'Алгебра');
    fill('Критерии оценки', 'Полные решения');

    addQuestion('Один вариант');
    fill('Текст вопроса', 'Сколько будет 1/2 + 1/2?', question(1));
    fill('Балл', '2', question(1));
    fill('Вариант 1', '1', question(1));
    fill('Вариант 2', '2', question(1));
    press('Добавить вариант', question(1));
    fill('Вариант 3', '1/4', question(1));
    tick('Верный ответ 3', question(1));
    tick('Верный ответ 1', question(1));

    addQuestion('Развёрнутый ответ');
    fill('Текст вопроса', 'Объясните решение', question(2));
    fill('Балл', '5', question(2));
    addQuestion('Ответ файлом');
    fill('Текст вопроса', 'Прикрепите фото тетради', question(3));
    fill('Балл', '3', question(3));
    fill('Файлов в ответе', '2', question(3));
    expect(screen.getByLabelText<HTMLInputElement>('Максимальный балл').value).toBe('10');
    expect(screen.getByLabelText<HTMLInputElement>('Максимальный балл').readOnly).toBe(true);

    fill('Таймер, минут', '30');
    fill('Срок сдачи', '2026-06-01T18:00');
    tick('Можно выполнить повторно после проверки');
    choose('Шкала оценки', 'Пятибалльная');
    fill('От % на «5»', '90');
    fill('Решение', 'Ответ: 1');
    press('Сохранить задание');

    await currentPath('/tasks/42');
    expect(bodiesOf(calls, 'POST /api/tasks')).toHaveLength(1);
    expect(sent(calls, 'POST /api/tasks')).toEqual({
      title: 'Дроби',
      subject_id: 1,
      questions: [
        {
          type: 'single_choice',
          text: 'Сколько будет 1/2 + 1/2?',
          ball: 2,
          options: [
            { id: 'o1', text: '1' },
            { id: 'o2', text: '2' },
            { id: 'o3', text: '1/4' },
          ],
          correct: ['o1'],
        },
        { type: 'long_text', text: 'Объясните решение', ball: 5 },
        { type: 'file', text: 'Прикрепите фото тетради', ball: 3, max_files: 2 },
      ],
      max_ball: 10,
      criteria: 'Полные решения',
      timer_minutes: 30,
      deadline: new Date('2026-06-01T18:00').getTime(),
      delay_at: null,
      only_new: false,
      can_repeated: true,
      show_answers: false,
      post_deadline_allowed: false,
      allow_question_copy: true,
      scale: { scale: 'five_point', thresholds: { 5: 90, 4: 70, 3: 50 } },
      decision: 'Ответ: 1',
    } satisfies TaskInput);
  });

  it('edits multiple-choice options with checkboxes and keeps option ids stable', async () => {
    const calls = await openNew({ 'POST /api/tasks': { ...TASK, id: 43 } });
    fill('Название', 'Выбор');
    addQuestion('Несколько вариантов');
    const choice = question(1);
    expect(within(choice).getByLabelText<HTMLInputElement>('Верный ответ 1').type).toBe('checkbox');
    expect(within(choice).getByRole('button', { name: 'Удалить вариант 1' })).toHaveProperty(
      'disabled',
      true,
    );
    press('Добавить вариант', choice);
    fill('Вариант 1', 'a', choice);
    fill('Вариант 2', 'b', choice);
    fill('Вариант 3', 'c', choice);
    tick('Верный ответ 2', choice);
    tick('Верный ответ 3', choice);
    press('Удалить вариант 2', choice);
    press('Добавить вариант', choice);
    fill('Вариант 3', 'd', choice);
    press('Сохранить задание');
    await currentPath('/tasks/43');
    expect(sent(calls, 'POST /api/tasks').questions).toEqual([
      {
        type: 'multiple_choice',
        text: '',
        ball: 1,
        options: [
          { id: 'o1', text: 'a' },
          { id: 'o3', text: 'c' },
          { id: 'o4', text: 'd' },
        ],
        correct: ['o3'],
      },
    ]);
  });

  it('reorders and removes questions', async () => {
    await openNew();
    addQuestion('Короткий ответ');
    addQuestion('Аудиоответ');
    addQuestion('Ссылка на видео');
    expect(within(question(1)).getByRole('button', { name: 'Выше' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(question(3)).getByRole('button', { name: 'Ниже' })).toHaveProperty(
      'disabled',
      true,
    );
    press('Ниже', question(1));
    expect(questionTitles()).toEqual([
      'Вопрос 1 — Аудиоответ',
      'Вопрос 2 — Короткий ответ',
      'Вопрос 3 — Ссылка на видео',
    ]);
    press('Выше', question(3));
    press('Удалить вопрос', question(1));
    expect(questionTitles()).toEqual(['Вопрос 1 — Ссылка на видео', 'Вопрос 2 — Короткий ответ']);
  });

  it('shows the max ball rule when the sum leaves 1–1000', async () => {
    await openNew();
    expect(screen.getByText('Сумма баллов вопросов, от 1 до 1000.')).toBeTruthy();
    addQuestion('Короткий ответ');
    fill('Балл', '1001', question(1));
    expect(errorsOf('Максимальный балл')).toBe('Сумма баллов должна быть от 1 до 1000.');
    fill('Балл', '1000', question(1));
    expect(errorsOf('Максимальный балл')).toBeUndefined();
  });

  it('sends the pass/fail threshold', async () => {
    const calls = await openNew({ 'POST /api/tasks': { ...TASK, id: 44 } });
    choose('Шкала оценки', 'Зачёт / незачёт');
    fill('Зачёт от, %', '75');
    press('Сохранить задание');
    await waitFor(() => expect(bodiesOf(calls, 'POST /api/tasks')).toHaveLength(1));
    expect(sent(calls, 'POST /api/tasks').scale).toEqual({ scale: 'pass_fail', pass_percent: 75 });
  });

  it('sends custom marks, starting with one from 0%', async () => {
    const calls = await openNew({ 'POST /api/tasks': { ...TASK, id: 45 } });
    choose('Шкала оценки', 'Свои оценки');
    expect(screen.getByLabelText<HTMLInputElement>('От %, оценка 1').value).toBe('0');
    fill('Оценка 1', 'Плохо');
    press('Добавить оценку');
    fill('Оценка 2', 'Хорошо');
    fill('От %, оценка 2', '60');
    press('Добавить оценку');
    press('Удалить оценку 3');
    press('Сохранить задание');
    await waitFor(() => expect(bodiesOf(calls, 'POST /api/tasks')).toHaveLength(1));
    expect(sent(calls, 'POST /api/tasks').scale).toEqual({
      scale: 'custom',
      options: [
        { label: 'Плохо', min_percent: 0 },
        { label: 'Хорошо', min_percent: 60 },
      ],
    });
  });

  it('loads a task into the form and puts it back with the question ids', async () => {
    const saved: Task = { ...TASK, title: 'Дроби 2' };
    const calls = openExisting({ 'PUT /api/tasks/7': saved });
    expect(await screen.findByRole('heading', { name: 'Задание «Дроби»' })).toBeTruthy();
    expect(document.title.startsWith('Задание «Дроби» — ')).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Название').value).toBe('Дроби');
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLSelectElement>('Предмет').value).toBe('2'),
    );
    expect(questionTitles()).toEqual([
      'Вопрос 1 — Несколько вариантов',
      'Вопрос 2 — Короткий ответ',
    ]);
    expect(screen.getByLabelText<HTMLInputElement>('Срок сдачи').value).toBe('2026-06-01T18:00');
    // the send options are in the send section only, once
    expect(screen.queryByLabelText('Отложенная отправка')).toBeNull();
    expect(
      screen.queryByLabelText('Отправлять и ученикам, которые присоединятся позже'),
    ).toBeNull();
    expect(
      screen.getByLabelText<HTMLInputElement>('Разрешить копировать текст вопросов').checked,
    ).toBe(false);
    expect(screen.getByLabelText<HTMLInputElement>('Зачёт от, %').value).toBe('55');
    const sending = screen.getByRole('form', { name: 'Отправка' });
    expect(within(sending).getByLabelText<HTMLInputElement>('Время отправки').value).toBe(
      '2026-05-20T09:30',
    );

    fill('Название', 'Дроби 2');
    press('Добавить вариант', question(1));
    const success = jest.spyOn(toast, 'success');
    press('Сохранить задание');
    await waitFor(() => expect(success).toHaveBeenCalledWith('Задание сохранено'));
    expect(await screen.findByRole('heading', { name: 'Задание «Дроби 2»' })).toBeTruthy();
    const { questions, ...rest } = sent(calls, 'PUT /api/tasks/7');
    expect(questions).toEqual([
      {
        id: 70,
        type: 'multiple_choice',
        text: 'Первый',
        ball: 6,
        options: [
          { id: 'o1', text: 'да' },
          { id: 'o4', text: 'нет' },
          { id: 'o5', text: '' },
        ],
        correct: ['o4'],
      },
      { id: 71, type: 'short_text', text: 'Второй', ball: 4, reference_answers: [] },
    ]);
    expect(rest).toEqual({
      title: 'Дроби 2',
      subject_id: 2,
      max_ball: 10,
      criteria: 'Критерии',
      timer_minutes: 15,
      deadline: TASK.deadline,
      delay_at: TASK.delay_at,
      only_new: true,
      can_repeated: false,
      show_answers: true,
      post_deadline_allowed: true,
      allow_question_copy: false,
      scale: { scale: 'pass_fail', pass_percent: 55 },
      decision: 'Решение',
    });
  });

  it('warns before saving a sent task that its works stay as they were', async () => {
    const sentTask: Task = { ...TASK, sent_students_count: 3, unstarted_works_count: 0 };
    const calls = openExisting({ 'PUT /api/tasks/7': sentTask }, sentTask);
    await screen.findByRole('heading', { name: 'Задание «Дроби»' });
    const notice = 'Задание уже отправлено 3 ученикам: их работы останутся в прежнем виде.';
    expect(screen.queryByText(notice)).toBeNull();
    fill('Название', 'Дроби 2');
    expect(screen.getByText(notice)).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: /новую версию/ })).toBeNull();
    press('Сохранить задание');
    await waitFor(() => expect(bodiesOf(calls, 'PUT /api/tasks/7')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText(notice)).toBeNull());
    expect(bodiesOf(calls, 'POST /api/tasks/7/resend-unstarted')).toHaveLength(0);
  });

  it('also sends the new version to unstarted works when the teacher ticks it', async () => {
    const sentTask: Task = { ...TASK, sent_students_count: 1, unstarted_works_count: 2 };
    const calls = openExisting(
      {
        'PUT /api/tasks/7': sentTask,
        'POST /api/tasks/7/resend-unstarted': { updated: 2 },
      },
      sentTask,
    );
    await screen.findByRole('heading', { name: 'Задание «Дроби»' });
    fill('Критерии оценки', 'Новые');
    expect(
      screen.getByText('Задание уже отправлено 1 ученику: его работа останется в прежнем виде.'),
    ).toBeTruthy();
    tick('Отправить новую версию и 2 ученикам, которые ещё не начали работу');
    press('Сохранить задание');
    await waitFor(() =>
      expect(bodiesOf(calls, 'POST /api/tasks/7/resend-unstarted')).toHaveLength(1),
    );
    expect(bodiesOf(calls, 'PUT /api/tasks/7')).toHaveLength(1);
  });

  it('shows 422 errors under their fields, and the ones no field shows in the alert', async () => {
    await openNew({
      'POST /api/tasks': invalid({
        title: ['Введите название.'],
        'questions.0.text': ['Введите текст вопроса.'],
        'questions.0.options.1.text': ['Введите вариант.'],
        'questions.0.correct': ['Отметьте верный ответ.'],
        max_ball: ['Максимальный балл должен быть от 1 до 1000.'],
        'scale.thresholds.5': ['Порог «5» должен быть выше порога «4».'],
        'questions.9.text': ['Вопрос 10 пуст.'],
      }),
    });
    addQuestion('Один вариант');
    choose('Шкала оценки', 'Пятибалльная');
    press('Сохранить задание');
    await waitFor(() => expect(errorsOf('Название')).toBe('Введите название.'));
    expect(errorsOf('Текст вопроса', question(1))).toBe('Введите текст вопроса.');
    expect(errorsOf('Вариант 2', question(1))).toBe('Введите вариант.');
    expect(within(question(1)).getByText('Отметьте верный ответ.')).toBeTruthy();
    expect(errorsOf('Максимальный балл')).toBe('Максимальный балл должен быть от 1 до 1000.');
    expect(errorsOf('От % на «5»')).toBe('Порог «5» должен быть выше порога «4».');
    const summary = screen.getByText('Не сохранено: исправьте отмеченные поля.');
    expect(summary.textContent).toContain('Вопрос 10 пуст.');
  });

  it('shows a failure without field errors in the red alert', async () => {
    await openNew({ 'POST /api/tasks': invalid({}) });
    press('Сохранить задание');
    expect((await screen.findByRole('alert')).textContent).toBe('The given data was invalid.');
  });

  it('deletes the task after a confirmation and goes to the list', async () => {
    const calls = openExisting({ 'DELETE /api/tasks/7': null });
    await screen.findByRole('heading', { name: 'Задание «Дроби»' });
    press('Удалить задание');
    expect(bodiesOf(calls, 'DELETE /api/tasks/7')).toEqual([]);
    press('Удалить задание', await screen.findByRole('dialog', { name: 'Удалить задание?' }));
    await currentPath('/tasks');
    expect(bodiesOf(calls, 'DELETE /api/tasks/7')).toHaveLength(1);
  });

  it('offers to publish the teacher’s own task in the marketplace', async () => {
    openExisting();
    const link = await screen.findByRole('link', { name: 'Опубликовать в маркетплейсе' });
    expect(link.getAttribute('href')).toBe('/marketplace/new?task=7');
  });

  it('says a bought copy came from the marketplace and does not offer to publish it', async () => {
    openExisting({}, { ...TASK, origin: 'purchased' });
    await screen.findByRole('heading', { name: 'Задание «Дроби»' });
    expect(screen.getByText(/копия материала, купленного в маркетплейсе/i)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Опубликовать в маркетплейсе' })).toBeNull();
  });

  it('shows the not-found text for a task that is not there', async () => {
    mockHttp({ 'GET /api/subjects': SUBJECTS, 'GET /api/tasks/99': new Reply(404, {}) });
    renderAt(EDITOR_ROUTES, '/tasks/99');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Страница не найдена или больше недоступна.',
    );
  });

  it('sends reference answers, maps their 422 and clears an error once its field is edited', async () => {
    const calls = await openNew({
      'POST /api/tasks': invalid({
        'questions.0.reference_answers.1': ['Эталонный ответ не может быть пустым.'],
        title: ['Введите название.'],
      }),
    });
    addQuestion('Короткий ответ');
    expect(
      within(question(1)).getByText(
        /проверяется автоматически \(регистр и пробелы не учитываются\)/,
      ),
    ).toBeTruthy();
    press('Добавить эталонный ответ', question(1));
    fill('Эталонный ответ 1', 'Москва', question(1));
    press('Добавить эталонный ответ', question(1));
    press('Добавить эталонный ответ', question(1));
    press('Удалить эталонный ответ 3', question(1));
    press('Сохранить задание');
    await waitFor(() =>
      expect(errorsOf('Эталонный ответ 2', question(1))).toBe(
        'Эталонный ответ не может быть пустым.',
      ),
    );
    expect(sent(calls, 'POST /api/tasks').questions[0]?.reference_answers).toEqual(['Москва', '']);
    expect(errorsOf('Название')).toBe('Введите название.');
    fill('Эталонный ответ 2', 'москва ', question(1));
    expect(errorsOf('Эталонный ответ 2', question(1))).toBeFalsy();
    expect(errorsOf('Название')).toBe('Введите название.');
    fill('Название', 'Столицы');
    expect(errorsOf('Название')).toBeFalsy();
  });

  it('warns before leaving with unsaved edits, and stays when asked to', async () => {
    await openNew();
    fill('Название', 'Черновик задания');
    fireEvent.click(screen.getByRole('link', { name: 'К заданиям' }));
    const dialog = await screen.findByRole('dialog', { name: 'Уйти без сохранения?' });
    press('Остаться', dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByLabelText<HTMLInputElement>('Название').value).toBe('Черновик задания');
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
    fireEvent.click(screen.getByRole('link', { name: 'К заданиям' }));
    press('Уйти', await screen.findByRole('dialog', { name: 'Уйти без сохранения?' }));
    await currentPath('/tasks');
  });

  it('leaves without a question after sending to later joiners, which the server saves', async () => {
    const saved: Task = { ...TASK, only_new: false };
    const done: DispatchJob = {
      id: 9,
      task_id: TASK.id,
      target: { kind: 'all' },
      status: DispatchJobStatus.Done,
      run_at: Date.now(),
      attempts: 1,
      works_created: 0,
      error_key: null,
      created_at: Date.now(),
      finished_at: null,
    };
    const calls = openExisting(
      {
        [`GET /api/tasks/${TASK.id}`]: inTurn(saved, { ...saved, only_new: true }),
        [`POST /api/tasks/${TASK.id}/dispatches`]: done,
      },
      saved,
    );
    await screen.findByRole('heading', { name: 'Задание «Дроби»' });
    fireEvent.click(await screen.findByLabelText('Также ученикам, которые присоединятся позже'));
    press('Отправить');
    await waitFor(() =>
      expect(bodiesOf(calls, `POST /api/tasks/${TASK.id}/dispatches`)).toHaveLength(1),
    );
    await waitFor(() =>
      expect(
        calls.filter((call) => call.method === 'GET' && call.url === `/api/tasks/${TASK.id}`),
      ).toHaveLength(2),
    );
    await waitFor(() =>
      expect(
        screen.getByLabelText<HTMLInputElement>('Также ученикам, которые присоединятся позже')
          .checked,
      ).toBe(true),
    );
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);
    fireEvent.click(screen.getByRole('link', { name: 'К заданиям' }));
    await currentPath('/tasks');
    expect(screen.queryByRole('dialog', { name: 'Уйти без сохранения?' })).toBeNull();
  });

  it('leaves without a question when nothing was edited', async () => {
    await openNew();
    fireEvent.click(screen.getByRole('link', { name: 'К заданиям' }));
    await currentPath('/tasks');
  });
});
