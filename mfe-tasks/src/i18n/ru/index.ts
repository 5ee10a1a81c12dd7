import type { en } from '../en';
import { tasksRu } from './tasks';
import { studentRu } from './student';
import { worksRu } from './works';
import { editorRu } from './editor';
import { libraryRu } from './library';
import { firstStepsRu } from './first-steps';
import { commentBankRu } from './comment-bank';
import { annotationsRu } from './annotations';
import { filesRu } from './files';

/** Russian texts of this remote: the same groups as `../en` (see there). */
export const ru: typeof en = {
  ...tasksRu,
  ...editorRu,
  works: worksRu,
  student: studentRu,
  library: libraryRu,
  first_steps: firstStepsRu,
  comment_bank: commentBankRu,
  annotations: annotationsRu,
  files: filesRu,
};
