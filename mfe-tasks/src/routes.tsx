import type { RouteObject } from 'react-router-dom';
import { addTranslations } from '@tutor/i18n';
import { RequireUser } from '@tutor/ui';
import { StudentsPage } from './features/students/StudentsPage';
import { SubjectsPage } from './features/subjects/SubjectsPage';
import { TaskEditorPage } from './features/task-editor/TaskEditorPage';
import { TasksPage } from './features/tasks/TasksPage';
import { WorkPage } from './features/work/WorkPage';
import { WorksPage } from './features/works/WorksPage';
import { en } from './i18n/en';
import { ru } from './i18n/ru';
import { worksEn } from './i18n/works.en';
import { worksRu } from './i18n/works.ru';

addTranslations('tasks', { ru, en });
addTranslations('works', { ru: worksRu, en: worksEn });

/**
 * What this remote exposes as ./routes, all for signed-in people (a guest goes to /login).
 * /works and /works/:workId serve both roles: a student's works and work page, a
 * teacher's check queue and check page.
 */
export const routes: RouteObject[] = [
  {
    path: '/tasks',
    element: (
      <RequireUser>
        <TasksPage />
      </RequireUser>
    ),
  },
  {
    path: '/tasks/new',
    element: (
      <RequireUser>
        <TaskEditorPage />
      </RequireUser>
    ),
  },
  {
    path: '/tasks/subjects',
    element: (
      <RequireUser>
        <SubjectsPage />
      </RequireUser>
    ),
  },
  {
    path: '/tasks/:taskId',
    element: (
      <RequireUser>
        <TaskEditorPage />
      </RequireUser>
    ),
  },
  {
    path: '/students',
    element: (
      <RequireUser>
        <StudentsPage />
      </RequireUser>
    ),
  },
  {
    path: '/works',
    element: (
      <RequireUser>
        <WorksPage />
      </RequireUser>
    ),
  },
  {
    path: '/works/:workId',
    element: (
      <RequireUser>
        <WorkPage />
      </RequireUser>
    ),
  },
];
