import { act, screen } from '@testing-library/react';
import { changeLocale } from '@tutor/i18n';
import { bodiesOf, mockHttp, type Call } from '@tutor/api-client/testing';
import { renderAt, resetSession, signInAs } from '@tutor/ui/testing';
import { routes } from './routes';

const TEACHER_PAGES = [
  { path: '/tasks', ru: 'Задания', en: 'Tasks' },
  { path: '/tasks/new', ru: 'Новое задание', en: 'New task' },
  { path: '/tasks/subjects', ru: 'Предметы', en: 'Subjects' },
  { path: '/students', ru: 'Ученики', en: 'Students' },
];

describe('the tasks remote', () => {
  let calls: Call[];
  beforeEach(() => {
    calls = mockHttp({
      'GET /api/tasks': { items: [], total: 0, page: 1, per_page: 20 },
      'GET /api/subjects': [],
      'GET /api/students': [],
      'GET /api/groups': [],
      'GET /api/students/invite': { code: 'abc', url: '/login?asStudent=1&invite=abc' },
      'GET /api/first-steps': {
        has_student: false,
        has_task: false,
        has_sent: false,
        next_task: null,
        hidden: false,
      },
    });
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    resetSession();
    await changeLocale('ru');
  });

  it('owns the tasks, works and students areas', () => {
    expect(routes.map((route) => route.path)).toEqual([
      '/tasks',
      '/tasks/new',
      '/tasks/subjects',
      '/tasks/:taskId',
      '/students',
      '/students/:studentId',
      '/works',
      '/works/:workId',
    ]);
  });

  it.each(TEACHER_PAGES)(
    'shows a teacher the translated page at $path',
    async ({ path, ru, en }) => {
      signInAs('teacher');
      renderAt(routes, path);
      // The page's code arrives lazily; the first import may take a while in a test.
      expect(
        await screen.findByRole('heading', { level: 1, name: ru }, { timeout: 5000 }),
      ).toBeTruthy();
      await act(() => changeLocale('en'));
      expect(await screen.findByRole('heading', { level: 1, name: en })).toBeTruthy();
    },
  );

  it('shows the start card with the list, each asked for once', async () => {
    signInAs('teacher');
    renderAt(routes, '/tasks?sort=title');
    expect(await screen.findByText('Заданий пока нет', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Первые шаги' })).toBeTruthy();
    expect(bodiesOf(calls, 'GET /api/tasks')).toEqual([{ sort: 'title', page: 1 }]);
    expect(bodiesOf(calls, 'GET /api/first-steps')).toHaveLength(1);
  });

  it.each(TEACHER_PAGES)('tells a student that $path is for teachers', async ({ path }) => {
    signInAs('student');
    renderAt(routes, path);
    expect(
      await screen.findByRole('heading', { name: 'Эта страница доступна только учителям.' }),
    ).toBeTruthy();
    await act(() => changeLocale('en'));
    expect(
      await screen.findByRole('heading', { name: 'This page is for teachers only.' }),
    ).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
