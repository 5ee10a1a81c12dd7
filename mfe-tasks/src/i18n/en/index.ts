import { tasksEn } from './tasks';
import { studentEn } from './student';
import { worksEn } from './works';
import { editorEn } from './editor';
import { libraryEn } from './library';
import { firstStepsEn } from './first-steps';
import { commentBankEn } from './comment-bank';
import { annotationsEn } from './annotations';
import { filesEn } from './files';

/**
 * English texts of this remote: one namespace, `tasks`, whose top-level keys are groups
 * (one per feature or area). A component reads `useTranslation('tasks')` and `t('group.key')`,
 * or a whole area with `useTranslation('tasks', { keyPrefix: 'works' })`.
 */
export const en = {
  ...tasksEn,
  ...editorEn,
  works: worksEn,
  student: studentEn,
  library: libraryEn,
  first_steps: firstStepsEn,
  comment_bank: commentBankEn,
  annotations: annotationsEn,
  files: filesEn,
};
