/** Every path this remote owns, and the links to them; routes.tsx and the pages use these. */
export const paths = {
  tasks: '/tasks',
  newTask: '/tasks/new',
  subjects: '/tasks/subjects',
  task: '/tasks/:taskId',
  students: '/students',
  student: '/students/:studentId',
  works: '/works',
  work: '/works/:workId',
} as const;

export const taskPath = (id: number): string => `/tasks/${id}`;
export const workPath = (id: number): string => `/works/${id}`;
export const studentPath = (id: number): string => `/students/${id}`;
/** A new task whose send section will have this student chosen. */
export const newTaskFor = (studentId: number): string => `/tasks/new?student=${studentId}`;

/** The marketplace's form making a material from a task (another remote's page). */
export const newMaterialPath = (taskId: number): string => `/marketplace/new?task=${taskId}`;
