import type { FieldErrors } from '@tutor/api-client';
import { TASK_INPUT_FIELDS } from '@tutor/contracts';
import type { TaskDraft } from './draft';
import { FILES_PATH } from '../files/lib/file-errors';

const TOP = new Set<string>([
  ...TASK_INPUT_FIELDS,
  'scale.scale',
  'scale.thresholds',
  'scale.thresholds.5',
  'scale.thresholds.4',
  'scale.thresholds.3',
  'scale.pass_percent',
  'scale.options',
]);

const QUESTION =
  /^questions\.(\d+)(?:\.(?:text|ball|type|id|options|correct|max_files|reference_answers|options\.(\d+)\.(?:text|id)|reference_answers\.(\d+)))?$/;
const MARK = /^scale\.options\.(\d+)\.(?:label|min_percent)$/;

/** Whether the form shows a 422 path under one of its fields as the draft stands now. */
function isPlaced(path: string, draft: TaskDraft): boolean {
  if (TOP.has(path)) return true;
  if (FILES_PATH.test(path)) {
    const question = /^questions\.(\d+)\./.exec(path);
    return question === null || draft.questions[Number(question[1])] !== undefined;
  }
  const question = QUESTION.exec(path);
  if (question) {
    const shown = draft.questions[Number(question[1])];
    return (
      shown !== undefined &&
      (question[2] === undefined || Number(question[2]) < shown.options.length) &&
      (question[3] === undefined || Number(question[3]) < shown.references.length)
    );
  }
  const mark = MARK.exec(path);
  return (
    mark !== null && draft.scale.scale === 'custom' && Number(mark[1]) < draft.scale.options.length
  );
}

/** The 422 texts no field shows (e.g. a question removed since), so none is lost. */
export function unplacedErrors(fields: FieldErrors, draft: TaskDraft): string[] {
  return Object.entries(fields)
    .filter(([path]) => !isPlaced(path, draft))
    .flatMap(([, texts]) => texts);
}
