import { fireEvent, screen, within } from '@testing-library/react';
import { formatDateTime } from '@tutor/i18n';
import type { TaskSummary } from '@tutor/contracts';
import { mockHttp, Reply } from '@tutor/api-client/testing';
import { currentPath, renderAt, resetSession, signInAs } from '@tutor/ui/testing';
import { TasksPage } from './TasksPage';

const TASKS: TaskSummary[] = [
  {
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
  },
  {
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
  },
];

const open = () => renderAt([{ path: '/tasks', element: <TasksPage /> }], '/tasks');

describe('/tasks', () => {
  beforeEach(() => signInAs('teacher'));
  afterEach(() => {
    jest.restoreAllMocks();
    resetSession();
  });

  it('tells a student that the page is for teachers', () => {
    signInAs('student');
    const calls = mockHttp({ 'GET /api/tasks': TASKS });
    open();
    expect(
      screen.getByRole('heading', { name: 'Эта страница доступна только учителям.' }),
    ).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('lists the tasks with subject, max ball, deadline, works and awaiting check', async () => {
    mockHttp({ 'GET /api/tasks': TASKS });
    open();
    const link = await screen.findByRole('link', { name: 'Квадратные уравнения' });
    const cells = within(link.closest('tr') as HTMLElement).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      'Квадратные уравнения',
      'Алгебра',
      '10',
      formatDateTime(Date.UTC(2026, 4, 1, 9)),
      '4',
      '2',
    ]);
    const essay = screen.getByRole('link', { name: 'Эссе' }).closest('tr') as HTMLElement;
    expect(
      within(essay)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Эссе', '—', '5', '—', '0', '0']);
  });

  it('opens a task from its row', async () => {
    mockHttp({ 'GET /api/tasks': TASKS });
    open();
    fireEvent.click(await screen.findByRole('link', { name: 'Эссе' }));
    await currentPath('/tasks/8');
  });

  it('names the tab after the page', async () => {
    mockHttp({ 'GET /api/tasks': TASKS });
    open();
    await screen.findByRole('link', { name: 'Эссе' });
    expect(document.title.startsWith('Задания — ')).toBe(true);
  });

  it('links to a new task and to the subjects', async () => {
    mockHttp({ 'GET /api/tasks': TASKS });
    open();
    await screen.findByRole('link', { name: 'Эссе' });
    expect(screen.getByRole('link', { name: 'Предметы' }).getAttribute('href')).toBe(
      '/tasks/subjects',
    );
    fireEvent.click(screen.getByRole('link', { name: 'Новое задание' }));
    await currentPath('/tasks/new');
  });

  it('shows the empty state, still with the new task link', async () => {
    mockHttp({ 'GET /api/tasks': [] });
    open();
    const empty = await screen.findByRole('region', { name: 'Заданий пока нет' });
    expect(within(empty).getByText('Вы ещё не создали ни одного задания.')).toBeTruthy();
    fireEvent.click(within(empty).getByRole('link', { name: 'Создать задание' }));
    await currentPath('/tasks/new');
  });

  it('shows a failed load in the alert', async () => {
    mockHttp({ 'GET /api/tasks': new Reply(404, {}) });
    open();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Страница не найдена или больше недоступна.',
    );
  });
});
