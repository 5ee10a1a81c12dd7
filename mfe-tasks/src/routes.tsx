import type { RouteObject } from 'react-router-dom';
import { lazyPage, retryingLazy, userPage } from '@tutor/ui';
import { paths } from './config/paths';
import { addTasksTranslations } from './i18n/namespace';

addTasksTranslations();

// One chunk per feature: a student opening /works downloads neither the task editor nor
// the students or subjects pages. (The shell mounts these with useRoutes, which does not
// run a route's `lazy`, hence lazyPage.)

// The start card of a new teacher's task list, shown where TasksPage puts its <Outlet />.
const FirstSteps = retryingLazy(
  () =>
    import('./features/first-steps/components/FirstSteps').then((module) => ({
      default: module.FirstSteps,
    })),
  null,
);
// The list's start card comes with the list's code, ready when the list renders: arriving
// later, it pushed the list down.
const TasksPage = lazyPage(
  () =>
    Promise.all([import('./features/tasks/components/TasksPage'), FirstSteps.preload()]).then(
      ([page]) => page,
    ),
  'TasksPage',
);
const TaskEditorPage = lazyPage(
  () => import('./features/task-editor/components/TaskEditorPage'),
  'TaskEditorPage',
);
const SubjectsPage = lazyPage(
  () => import('./features/subjects/components/SubjectsPage'),
  'SubjectsPage',
);
const StudentsPage = lazyPage(
  () => import('./features/students/components/StudentsPage'),
  'StudentsPage',
);
const StudentPage = lazyPage(
  () => import('./features/student/components/StudentPage'),
  'StudentPage',
);
const WorksPage = lazyPage(() => import('./features/works/components/WorksPage'), 'WorksPage');
const WorkPage = lazyPage(() => import('./features/work/components/WorkPage'), 'WorkPage');

/**
 * What this remote exposes as ./routes, all for signed-in people.
 * /works and /works/:workId serve both roles: a student's works and work page, a
 * teacher's check queue and check page.
 */
export const routes: RouteObject[] = [
  {
    path: paths.tasks,
    element: userPage(TasksPage),
    children: [
      {
        index: true,
        element: <FirstSteps />,
      },
    ],
  },
  { path: paths.newTask, element: userPage(TaskEditorPage) },
  { path: paths.subjects, element: userPage(SubjectsPage) },
  { path: paths.task, element: userPage(TaskEditorPage) },
  { path: paths.students, element: userPage(StudentsPage) },
  { path: paths.student, element: userPage(StudentPage) },
  { path: paths.works, element: userPage(WorksPage) },
  { path: paths.work, element: userPage(WorkPage) },
];
