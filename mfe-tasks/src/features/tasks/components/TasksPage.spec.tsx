import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatDateTime } from '@tutor/i18n';
import type { FirstSteps, TaskListPage, TaskSummary } from '@tutor/contracts';
import { bodiesOf, mockHttp, Reply, type Handler } from '@tutor/api-client/testing';
import { toast } from '@tutor/ui';
import { currentPath, LocationProbe, renderAt, resetSession, signInAs } from '@tutor/ui/testing';
import { TasksPage } from './TasksPage';

const ROW: TaskSummary = {
  id: 7,
  title: 'Квадратные уравнения',
  subject: { id: 1, name: 'Алгебра' },
  max_ball: 10,
  deadline: Date.UTC(2026, 4, 1, 9),
  questions_count: 3,
  works_count: 4,
  awaiting_check_count: 2,
  origin: 'authored',
  created_at: 1,
  status: 'sent',
  archived_at: null,
};

const TASKS: TaskSummary[] = [
  ROW,
  {
    ...ROW,
    id: 8,
    title: 'Эссе',
    subject: null,
    max_ball: 5,
    deadline: null,
    questions_count: 1,
    works_count: 0,
    awaiting_check_count: 0,
    origin: 'purchased',
    created_at: 2,
    status: 'draft',
  },
];

const pageOf = (items: TaskSummary[], over: Partial<TaskListPage> = {}): TaskListPage => ({
  items,
  total: items.length,
  page: 1,
  per_page: 20,
  ...over,
});

const SUBJECTS = [{ id: 1, name: 'Алгебра' }];
const START_CARD_HIDDEN: FirstSteps = {
  has_student: true,
  has_task: true,
  has_sent: true,
  next_task: null,
  hidden: true,
};

const PAGE = (
  <>
    <TasksPage />
    <LocationProbe />
  </>
);
const open = (path = '/tasks') => renderAt([{ path: '/tasks', element: PAGE }], path);

function mock(list: Handler, more: Record<string, Handler> = {}) {
  return mockHttp({
    'GET /api/tasks': list,
    'GET /api/subjects': SUBJECTS,
    'GET /api/first-steps': START_CARD_HIDDEN,
    ...more,
  });
}

const rowOf = async (title: string) =>
  (await screen.findByRole('link', { name: title })).closest('tr') as HTMLElement;

describe('/tasks', () => {
  beforeEach(() => signInAs('teacher'));
  afterEach(() => {
    jest.restoreAllMocks();
    resetSession();
  });

  it('tells a student that the page is for teachers', () => {
    signInAs('student');
    const calls = mock(pageOf(TASKS));
    open();
    expect(
      screen.getByRole('heading', { name: 'Эта страница доступна только учителям.' }),
    ).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('lists the tasks with subject, status, max ball, deadline, works and awaiting check', async () => {
    const calls = mock(pageOf(TASKS));
    open();
    const cells = within(await rowOf('Квадратные уравнения')).getAllByRole('cell');
    expect(cells.slice(0, 7).map((cell) => cell.textContent)).toEqual([
      'Квадратные уравнения',
      'Алгебра',
      'Отправлено',
      '10',
      formatDateTime(Date.UTC(2026, 4, 1, 9)),
      '4',
      '2',
    ]);
    const essay = within(await rowOf('Эссе')).getAllByRole('cell');
    expect(essay.slice(0, 7).map((cell) => cell.textContent)).toEqual([
      'Эссе',
      '—',
      'Черновик',
      '5',
      '—',
      '0',
      '0',
    ]);
    expect(screen.getByText('Найдено заданий: 2')).toBeTruthy();
    expect(bodiesOf(calls, 'GET /api/tasks')).toEqual([{ sort: 'newest', page: 1 }]);
  });

  it('opens a task from its row', async () => {
    mock(pageOf(TASKS));
    open();
    fireEvent.click(await screen.findByRole('link', { name: 'Эссе' }));
    await currentPath('/tasks/8');
  });

  it('names the tab after the page', async () => {
    mock(pageOf(TASKS));
    open();
    await screen.findByRole('link', { name: 'Эссе' });
    expect(document.title.startsWith('Задания — ')).toBe(true);
  });

  it('links to a new task and to the subjects', async () => {
    mock(pageOf(TASKS));
    open();
    await screen.findByRole('link', { name: 'Эссе' });
    expect(screen.getByRole('link', { name: 'Предметы' }).getAttribute('href')).toBe(
      '/tasks/subjects',
    );
    fireEvent.click(screen.getByRole('link', { name: 'Новое задание' }));
    await currentPath('/tasks/new');
  });

  it('shows the empty state, still with the new task link', async () => {
    mock(pageOf([]));
    open();
    const empty = await screen.findByRole('region', { name: 'Заданий пока нет' });
    expect(within(empty).getByText('Вы ещё не создали ни одного задания.')).toBeTruthy();
    fireEvent.click(within(empty).getByRole('link', { name: 'Создать задание' }));
    await currentPath('/tasks/new');
  });

  it('shows the filters and the list once the start card is known, so it never pushes them down', async () => {
    let answerStartCard: (steps: FirstSteps) => void = () => undefined;
    const startCard = new Promise<FirstSteps>((resolve) => (answerStartCard = resolve));
    const calls = mock(pageOf(TASKS), { 'GET /api/first-steps': () => startCard });
    open();
    await waitFor(() => expect(bodiesOf(calls, 'GET /api/tasks')).toHaveLength(1));
    expect(screen.getByRole('status').textContent).toBe('Загрузка…');
    expect(screen.queryByRole('search')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Квадратные уравнения' })).toBeNull();
    answerStartCard(START_CARD_HIDDEN);
    expect(await screen.findByRole('link', { name: 'Квадратные уравнения' })).toBeTruthy();
  });

  it('shows the list when the start card could not be read', async () => {
    mock(pageOf(TASKS), { 'GET /api/first-steps': new Reply(500, {}) });
    open();
    expect(await screen.findByRole('link', { name: 'Квадратные уравнения' })).toBeTruthy();
  });

  it('shows a failed load in the alert', async () => {
    mock(new Reply(404, {}));
    open();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Страница не найдена или больше недоступна.',
    );
  });

  describe('search, filters, sort and pages', () => {
    it('reads them from the address and asks the API for them', async () => {
      const calls = mock(pageOf([ROW]));
      open('/tasks?q=уравнение&subject=1&status=sent&from=2026-03-01&to=2026-03-31&sort=title');
      await rowOf('Квадратные уравнения');
      expect(bodiesOf(calls, 'GET /api/tasks')).toEqual([
        {
          q: 'уравнение',
          subject_id: 1,
          status: 'sent',
          from: new Date(2026, 2, 1).getTime(),
          to: new Date(2026, 3, 1).getTime(),
          sort: 'title',
          page: 1,
        },
      ]);
      expect(
        screen.getByRole<HTMLInputElement>('searchbox', { name: 'Поиск по заданиям' }).value,
      ).toBe('уравнение');
      expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Статус' }).value).toBe(
        'sent',
      );
      expect(screen.getByLabelText<HTMLInputElement>('Создано с').value).toBe('2026-03-01');
      expect(screen.getByText('Фильтры и сортировка (включено: 4)').tagName).toBe('SUMMARY');
    });

    it('ignores values in the address that mean nothing', async () => {
      const calls = mock(pageOf(TASKS));
      open('/tasks?status=deleted&sort=random&page=-3&subject=x&from=2026-02-31');
      await rowOf('Эссе');
      expect(bodiesOf(calls, 'GET /api/tasks')).toEqual([{ sort: 'newest', page: 1 }]);
    });

    it('searches on submit and puts the words in the address', async () => {
      const calls = mock((query) =>
        pageOf((query as { q?: string }).q === undefined ? TASKS : [ROW]),
      );
      open('/tasks?page=2');
      await rowOf('Эссе');
      fireEvent.change(screen.getByRole('searchbox', { name: 'Поиск по заданиям' }), {
        target: { value: '  уравнения ' },
      });
      fireEvent.click(screen.getByRole('button', { name: 'Найти' }));
      await currentPath('/tasks?q=%D1%83%D1%80%D0%B0%D0%B2%D0%BD%D0%B5%D0%BD%D0%B8%D1%8F');
      await waitFor(() => expect(screen.queryByRole('link', { name: 'Эссе' })).toBeNull());
      expect(bodiesOf(calls, 'GET /api/tasks').at(-1)).toEqual({
        q: 'уравнения',
        sort: 'newest',
        page: 1,
      });
    });

    it('filters by subject and status, and sorts, from page 1 each time', async () => {
      const calls = mock(pageOf(TASKS, { total: 45 }));
      open('/tasks?page=2');
      await rowOf('Эссе');
      await screen.findByRole('option', { name: 'Алгебра' });
      fireEvent.change(screen.getByRole('combobox', { name: 'Предмет' }), {
        target: { value: '1' },
      });
      await currentPath('/tasks?subject=1');
      fireEvent.change(screen.getByRole('combobox', { name: 'Статус' }), {
        target: { value: 'archived' },
      });
      await currentPath('/tasks?subject=1&status=archived');
      fireEvent.change(screen.getByRole('combobox', { name: 'Сортировка' }), {
        target: { value: 'deadline' },
      });
      await currentPath('/tasks?subject=1&status=archived&sort=deadline');
      await waitFor(() =>
        expect(bodiesOf(calls, 'GET /api/tasks').at(-1)).toEqual({
          subject_id: 1,
          status: 'archived',
          sort: 'deadline',
          page: 1,
        }),
      );
    });

    it('pages through the list', async () => {
      const calls = mock((query) =>
        pageOf(TASKS, { total: 45, page: (query as { page: number }).page }),
      );
      open();
      await rowOf('Эссе');
      const paging = screen.getByRole('navigation', { name: 'Страницы списка заданий' });
      fireEvent.click(within(paging).getByRole('button', { name: 'Вперёд' }));
      await currentPath('/tasks?page=2');
      await waitFor(() =>
        expect(bodiesOf(calls, 'GET /api/tasks').at(-1)).toEqual({ sort: 'newest', page: 2 }),
      );
    });

    it('says nothing was found and resets the filters, keeping the sort', async () => {
      mock((query) => pageOf((query as { status?: string }).status === 'draft' ? [] : TASKS));
      open('/tasks?status=draft&sort=title');
      const empty = await screen.findByRole('region', { name: 'Ничего не найдено' });
      expect(within(empty).getByText('Нет заданий, подходящих под поиск и фильтры.')).toBeTruthy();
      fireEvent.click(within(empty).getByRole('button', { name: 'Сбросить фильтры' }));
      await currentPath('/tasks?sort=title');
      await rowOf('Эссе');
    });
  });

  describe('row actions', () => {
    let success: jest.SpyInstance;
    beforeEach(() => {
      success = jest.spyOn(toast, 'success');
    });

    it('duplicates once per click, the button waiting while it works', async () => {
      let finish: (value: unknown) => void = () => undefined;
      const calls = mock(pageOf(TASKS), {
        'POST /api/tasks/8/duplicate': () =>
          new Promise((resolve) => {
            finish = resolve;
          }),
      });
      open();
      const button = within(await rowOf('Эссе')).getByRole('button', {
        name: 'Дублировать «Эссе»',
      });
      fireEvent.click(button);
      await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(true));
      fireEvent.click(button);
      finish({ ...TASKS[1], id: 9, title: 'Эссе (копия)' });
      await waitFor(() => expect(success).toHaveBeenCalledWith('Создана копия: Эссе (копия)'));
      expect(bodiesOf(calls, 'POST /api/tasks/8/duplicate')).toHaveLength(1);
      await waitFor(() => expect(bodiesOf(calls, 'GET /api/tasks')).toHaveLength(2));
    });

    it('archives after one confirmation that says what happens', async () => {
      const calls = mock(pageOf(TASKS), {
        'POST /api/tasks/7/archive': { ...ROW, status: 'archived', archived_at: 5 },
      });
      open();
      fireEvent.click(
        within(await rowOf('Квадратные уравнения')).getByRole('button', {
          name: 'Перенести в архив «Квадратные уравнения»',
        }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Перенести задание в архив?' });
      expect(within(dialog).getByText(/Запланированные отправки отменятся/)).toBeTruthy();
      fireEvent.click(within(dialog).getByRole('button', { name: 'В архив' }));
      await waitFor(() => expect(success).toHaveBeenCalledWith('Задание перенесено в архив'));
      expect(bodiesOf(calls, 'POST /api/tasks/7/archive')).toHaveLength(1);
    });

    it('does not archive when the confirmation is cancelled', async () => {
      const calls = mock(pageOf(TASKS));
      open();
      fireEvent.click(
        within(await rowOf('Эссе')).getByRole('button', { name: 'Перенести в архив «Эссе»' }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Перенести задание в архив?' });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    });

    it('restores an archived task at once', async () => {
      const archived = { ...TASKS[1]!, status: 'archived' as const, archived_at: 5 };
      const calls = mock(pageOf([archived]), {
        'POST /api/tasks/8/unarchive': { ...archived, status: 'draft', archived_at: null },
      });
      open('/tasks?status=archived');
      const row = await rowOf('Эссе');
      expect(within(row).getByText('В архиве')).toBeTruthy();
      fireEvent.click(within(row).getByRole('button', { name: 'Вернуть из архива «Эссе»' }));
      await waitFor(() => expect(success).toHaveBeenCalledWith('Задание возвращено из архива'));
      expect(bodiesOf(calls, 'POST /api/tasks/8/unarchive')).toHaveLength(1);
    });

    it('shows a refused action in the alert', async () => {
      mock(pageOf(TASKS), { 'POST /api/tasks/8/duplicate': new Reply(404, {}) });
      open();
      fireEvent.click(
        within(await rowOf('Эссе')).getByRole('button', { name: 'Дублировать «Эссе»' }),
      );
      expect((await screen.findByRole('alert')).textContent).toBe(
        'Страница не найдена или больше недоступна.',
      );
    });
  });
});
