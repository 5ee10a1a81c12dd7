/** The views of /works, kept in the address (`?view=`): each role's first one is the default. */
export const STUDENT_VIEWS = ['todo', 'all', 'calendar'] as const;
export const TEACHER_VIEWS = ['queue', 'calendar'] as const;
export type WorksView = (typeof STUDENT_VIEWS)[number] | (typeof TEACHER_VIEWS)[number];

export function readView(views: readonly WorksView[], value: string | null): WorksView {
  return views.find((view) => view === value) ?? views[0] ?? 'todo';
}
