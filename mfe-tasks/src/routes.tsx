import type { RouteObject } from 'react-router-dom';
import { addTranslations } from '@tutor/i18n';
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
 * What this remote exposes as ./routes. /works and /works/:workId serve both roles: a
 * student's works and work page, a teacher's check queue and check page.
 */
export const routes: RouteObject[] = [
  { path: '/tasks', element: <TasksPage /> },
  { path: '/tasks/new', element: <TaskEditorPage /> },
  { path: '/tasks/subjects', element: <SubjectsPage /> },
  { path: '/tasks/:taskId', element: <TaskEditorPage /> },
  { path: '/students', element: <StudentsPage /> },
  { path: '/works', element: <WorksPage /> },
  { path: '/works/:workId', element: <WorkPage /> },
];
