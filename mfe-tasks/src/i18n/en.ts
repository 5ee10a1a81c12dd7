/** English texts of the tasks remote. */
export const en = {
  tasks: { title: 'Tasks', empty: 'You have not created any tasks yet.' },
  works: { title: 'Works', empty: 'There are no works yet.' },
  students: { title: 'Students', empty: 'You have no students yet.' },
};
