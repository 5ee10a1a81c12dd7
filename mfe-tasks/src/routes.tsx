import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RequireUser } from '@tutor/ui';
import { paths } from './config/paths';
import { addTasksTranslations } from './i18n/namespace';
import { PageLoading } from './shared/components/PageLoading';

addTasksTranslations();

// One chunk per feature: a student opening /works downloads neither the task editor nor
// the students or subjects pages. (The shell mounts these with useRoutes, which does not
// run a route's `lazy`, hence React.lazy.)
const TasksPage = lazy(() =>
  import('./features/tasks/components/TasksPage').then((m) => ({ default: m.TasksPage })),
);
const TaskEditorPage = lazy(() =>
  import('./features/task-editor/components/TaskEditorPage').then((m) => ({
    default: m.TaskEditorPage,
  })),
);
const SubjectsPage = lazy(() =>
  import('./features/subjects/components/SubjectsPage').then((m) => ({ default: m.SubjectsPage })),
);
const StudentsPage = lazy(() =>
  import('./features/students/components/StudentsPage').then((m) => ({ default: m.StudentsPage })),
);
const WorksPage = lazy(() =>
  import('./features/works/components/WorksPage').then((m) => ({ default: m.WorksPage })),
);
const WorkPage = lazy(() =>
  import('./features/work/components/WorkPage').then((m) => ({ default: m.WorkPage })),
);

/** A page for signed-in people (a guest goes to /login), its code loaded on first visit. */
function page(Page: LazyExoticComponent<ComponentType>) {
  return (
    <RequireUser>
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </RequireUser>
  );
}

/**
 * What this remote exposes as ./routes, all for signed-in people.
 * /works and /works/:workId serve both roles: a student's works and work page, a
 * teacher's check queue and check page.
 */
export const routes: RouteObject[] = [
  { path: paths.tasks, element: page(TasksPage) },
  { path: paths.newTask, element: page(TaskEditorPage) },
  { path: paths.subjects, element: page(SubjectsPage) },
  { path: paths.task, element: page(TaskEditorPage) },
  { path: paths.students, element: page(StudentsPage) },
  { path: paths.works, element: page(WorksPage) },
  { path: paths.work, element: page(WorkPage) },
];
