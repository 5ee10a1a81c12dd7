import { act, cleanup, screen } from '@testing-library/react';
import { http } from '@tutor/api-client';
import { changeLocale } from '@tutor/i18n';
import { useSession } from '@tutor/session';
import { renderRoutes } from '@tutor/ui/testing';
import { signInAs } from './features/tasks/shared/testing';
import { routes } from './routes';

const TEACHER_PAGES = [
  { path: '/tasks', ru: 'Задания', en: 'Tasks' },
  { path: '/tasks/new', ru: 'Новое задание', en: 'New task' },
  { path: '/tasks/subjects', ru: 'Предметы', en: 'Subjects' },
  { path: '/students', ru: 'Ученики', en: 'Students' },
];

describe('the tasks remote', () => {
  beforeEach(() => {
    jest.spyOn(http, 'get').mockResolvedValue({ data: [] });
  });
  afterEach(async () => {
    cleanup();
    jest.restoreAllMocks();
    await changeLocale('ru');
    useSession.setState({ user: null, status: 'unknown', error: null });
  });

  it('owns the tasks, works and students areas', () => {
    expect(routes.map((route) => route.path)).toEqual([
      '/tasks',
      '/tasks/new',
      '/tasks/subjects',
      '/tasks/:taskId',
      '/students',
      '/works',
      '/works/:workId',
    ]);
  });

  it.each(TEACHER_PAGES)(
    'shows a teacher the translated page at $path',
    async ({ path, ru, en }) => {
      signInAs('teacher');
      renderRoutes(routes, path);
      expect(await screen.findByRole('heading', { level: 1, name: ru })).toBeTruthy();
      await act(() => changeLocale('en'));
      expect(await screen.findByRole('heading', { level: 1, name: en })).toBeTruthy();
    },
  );

  it.each(TEACHER_PAGES)('tells a student that $path is for teachers', async ({ path }) => {
    signInAs('student');
    renderRoutes(routes, path);
    expect(
      await screen.findByRole('heading', { name: 'Эта страница доступна только учителям.' }),
    ).toBeTruthy();
    await act(() => changeLocale('en'));
    expect(
      await screen.findByRole('heading', { name: 'This page is for teachers only.' }),
    ).toBeTruthy();
    expect(http.get).not.toHaveBeenCalled();
  });
});
