/**
 * Every query key of this remote, in one place, so a change in one feature can invalidate
 * what another shows. Keys start with the API's resource, so invalidating a prefix
 * (e.g. `['tasks', id]`) reaches everything under it.
 */
export const queryKeys = {
  tasks: ['tasks'] as const,
  taskLibrary: ['tasks', 'library'] as const,
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
  myTodo: ['works', 'mine', 'todo'] as const,
  calendar: (from: number, to: number) => ['works', 'calendar', from, to] as const,
  checkQueue: (query: string) => ['works', 'queue', query] as const,
  work: (workId: number) => ['works', workId] as const,
  comments: (workId: number) => ['works', workId, 'comments'] as const,
  commentBank: (q: string) => ['comment-bank', q] as const,
  annotations: (workId: number) => ['works', workId, 'annotations'] as const,
  questionBank: ['question-bank'] as const,
  questionBankPage: (query: string) => ['question-bank', query] as const,
  rubrics: ['rubrics'] as const,
};
