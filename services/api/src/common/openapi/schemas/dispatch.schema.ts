import { DispatchJobStatus } from '@tutor/contracts';
import {
  arrayOf,
  bool,
  constant,
  int,
  moment,
  named,
  nullable,
  object,
  oneOf,
  oneOfValues,
  text,
} from '../json-schema';
import { RecordId } from './common.schema';

const DispatchTargetSchema = named(
  'DispatchTarget',
  oneOf(
    object({ kind: constant('students'), student_ids: arrayOf(RecordId) }),
    object({ kind: constant('group'), group_id: RecordId }),
    object({ kind: constant('all') }),
  ),
);

/** POST /api/tasks/:taskId/dispatch-preview: whom a send would reach now. */
export const DispatchPreviewSchema = named(
  'DispatchPreview',
  object({
    recipients: int(),
    students: arrayOf(object({ id: RecordId, first_name: text() })),
    only_new: bool(),
  }),
);

/** A dispatch job as the teacher sees it. */
export const DispatchJobSchema = named(
  'DispatchJob',
  object({
    id: RecordId,
    task_id: RecordId,
    target: oneOf(
      DispatchTargetSchema,
      object({ kind: constant('joined'), student_ids: arrayOf(RecordId) }),
    ),
    status: oneOfValues(Object.values(DispatchJobStatus)),
    run_at: moment(),
    attempts: int(),
    works_created: int(),
    error_key: nullable(text()),
    created_at: moment(),
    finished_at: nullable(moment()),
  }),
);
