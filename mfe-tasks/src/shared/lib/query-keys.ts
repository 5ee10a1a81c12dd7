/**
 * Every query key of this remote, in one place, so a change in one feature can invalidate
 * what another shows. Keys start with the API's resource, so invalidating a prefix
 * (e.g. `['tasks', id]`) reaches everything under it.
 */
export const queryKeys = {
  tasks: ['tasks'] as const,
  task: (id: number) => ['tasks', id] as const,
  dispatches: (taskId: number) => ['tasks', taskId, 'dispatches'] as const,
  taskWorks: (taskId: number) => ['tasks', taskId, 'works'] as const,
  subjects: ['subjects'] as const,
  students: ['students'] as const,
  groups: ['groups'] as const,
  invite: ['invite'] as const,
  firstSteps: ['first-steps'] as const,
  studentOverview: (id: number) => ['students', id, 'overview'] as const,
  myWorks: ['works', 'mine'] as const,
  checkQueue: (query: string) => ['works', 'queue', query] as const,
  work: (workId: number) => ['works', workId] as const,
  comments: (workId: number) => ['works', workId, 'comments'] as const,
};
