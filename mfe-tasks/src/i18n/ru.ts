import type { en } from './en';

/** Russian texts of the tasks remote. */
export const ru: typeof en = {
  tasks: { title: 'Задания', empty: 'Вы ещё не создали ни одного задания.' },
  works: { title: 'Работы', empty: 'Работ пока нет.' },
  students: { title: 'Ученики', empty: 'У вас пока нет учеников.' },
};
