import type { en } from '../en';
import { tasksRu } from './tasks';
import { studentRu } from './student';
import { worksRu } from './works';
import { firstStepsRu } from './first-steps';

/** Russian texts of this remote: the same groups as `../en` (see there). */
export const ru: typeof en = {
  ...tasksRu,
  works: worksRu,
  student: studentRu,
  first_steps: firstStepsRu,
};
