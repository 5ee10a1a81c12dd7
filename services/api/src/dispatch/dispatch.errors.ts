import {
  ModuleRefusal,
  type RefusalAnswers,
  type RefusalDetails,
} from '../common/errors/module-refusal';

export enum DispatchErrorCode {
  /** The chosen students or group hold nobody to send to. */
  TargetEmpty = 'TARGET_EMPTY',
  /** Only a planned job can be cancelled. */
  NotPlanned = 'NOT_PLANNED',
  /** Only a job that failed after its retries can be retried. */
  NotFailed = 'NOT_FAILED',
  /** A student in the target is not one of the teacher's students. */
  StudentsNotYours = 'STUDENTS_NOT_YOURS',
  /** The target's group is not one of the teacher's groups. */
  GroupNotFound = 'GROUP_NOT_FOUND',
  /** An archived task is not sent: unarchive it first. */
  TaskArchived = 'TASK_ARCHIVED',
}

const ANSWERS = {
  [DispatchErrorCode.TargetEmpty]: { status: 422, key: 'dispatch.target_empty', field: 'target' },
  [DispatchErrorCode.NotPlanned]: { status: 409, key: 'dispatch.cancel.not_planned' },
  [DispatchErrorCode.NotFailed]: { status: 409, key: 'dispatch.retry.not_failed' },
  [DispatchErrorCode.StudentsNotYours]: {
    status: 422,
    key: 'dispatch.student_ids.not_yours',
    field: 'target.student_ids',
  },
  [DispatchErrorCode.GroupNotFound]: {
    status: 422,
    key: 'dispatch.group.not_found',
    field: 'target.group_id',
  },
  [DispatchErrorCode.TaskArchived]: { status: 409, key: 'dispatch.task_archived' },
} as const satisfies RefusalAnswers<DispatchErrorCode>;

export class DispatchException extends ModuleRefusal<DispatchErrorCode> {
  constructor(code: DispatchErrorCode, details?: RefusalDetails) {
    super(ANSWERS, code, details);
  }
}
