import { WorkRefusalCode } from '@tutor/contracts';
import {
  ModuleRefusal,
  type RefusalAnswers,
  type RefusalDetails,
} from '../common/errors/module-refusal';

export enum WorksErrorCode {
  /** The work changed since the client read it (another tab, another checker). */
  StaleVersion = 'STALE_VERSION',
  /** The timer ran out: the work was submitted just now and takes no more answers. */
  TimeIsUp = 'TIME_IS_UP',
  /** A timed work takes answers only after "Начать" (POST …/start). */
  NotStarted = 'NOT_STARTED',
  DeadlinePassed = 'DEADLINE_PASSED',
  /** A student's save after submitting. */
  NotEditable = 'NOT_EDITABLE',
  /** A check of a work that does not await one. */
  NotAwaitingCheck = 'NOT_AWAITING_CHECK',
  NewAttemptUnavailable = 'NEW_ATTEMPT_UNAVAILABLE',
  /** The following are about one field of the body, e.g. `answers.2.value`. */
  QuestionUnknown = 'QUESTION_UNKNOWN',
  QuestionRepeated = 'QUESTION_REPEATED',
  AnswerInvalid = 'ANSWER_INVALID',
  AnswerTooLong = 'ANSWER_TOO_LONG',
  AnswerOptionUnknown = 'ANSWER_OPTION_UNKNOWN',
  AnswerSingleChoice = 'ANSWER_SINGLE_CHOICE',
  AnswerFileUnknown = 'ANSWER_FILE_UNKNOWN',
  AnswerFilesMax = 'ANSWER_FILES_MAX',
  AnswerFileRepeated = 'ANSWER_FILE_REPEATED',
  VideoLink = 'VIDEO_LINK',
  RegradeFinal = 'REGRADE_FINAL',
  BallRange = 'BALL_RANGE',
  BallTotal = 'BALL_TOTAL',
}

const ANSWERS = {
  [WorksErrorCode.StaleVersion]: {
    status: 409,
    key: 'works.stale_version',
    code: WorkRefusalCode.StaleVersion,
  },
  [WorksErrorCode.TimeIsUp]: {
    status: 409,
    key: 'works.time_is_up',
    code: WorkRefusalCode.TimeIsUp,
  },
  [WorksErrorCode.NotStarted]: {
    status: 409,
    key: 'works.not_started',
    code: WorkRefusalCode.NotStarted,
  },
  [WorksErrorCode.DeadlinePassed]: {
    status: 409,
    key: 'works.deadline_passed',
    code: WorkRefusalCode.DeadlinePassed,
  },
  [WorksErrorCode.NotEditable]: {
    status: 409,
    key: 'works.not_editable',
    code: WorkRefusalCode.NotEditable,
  },
  [WorksErrorCode.NotAwaitingCheck]: {
    status: 409,
    key: 'works.not_awaiting_check',
    code: WorkRefusalCode.NotEditable,
  },
  [WorksErrorCode.NewAttemptUnavailable]: {
    status: 409,
    key: 'works.new_attempt_unavailable',
    code: WorkRefusalCode.NotEditable,
  },
  [WorksErrorCode.QuestionUnknown]: { status: 422, key: 'works.question_unknown' },
  [WorksErrorCode.QuestionRepeated]: { status: 422, key: 'works.question_repeated' },
  [WorksErrorCode.AnswerInvalid]: { status: 422, key: 'works.answer_invalid' },
  [WorksErrorCode.AnswerTooLong]: { status: 422, key: 'works.answer_too_long' },
  [WorksErrorCode.AnswerOptionUnknown]: { status: 422, key: 'works.answer_option_unknown' },
  [WorksErrorCode.AnswerSingleChoice]: { status: 422, key: 'works.answer_single_choice' },
  [WorksErrorCode.AnswerFileUnknown]: { status: 422, key: 'works.answer_file_unknown' },
  [WorksErrorCode.AnswerFilesMax]: { status: 422, key: 'works.answer_files_max' },
  [WorksErrorCode.AnswerFileRepeated]: { status: 422, key: 'works.answer_file_repeated' },
  [WorksErrorCode.VideoLink]: { status: 422, key: 'works.video_link' },
  [WorksErrorCode.RegradeFinal]: { status: 422, key: 'works.regrade_final', field: 'finish' },
  [WorksErrorCode.BallRange]: { status: 422, key: 'works.ball_range' },
  [WorksErrorCode.BallTotal]: { status: 422, key: 'works.ball_total', field: 'balls' },
} as const satisfies RefusalAnswers<WorksErrorCode>;

export class WorksException extends ModuleRefusal<WorksErrorCode> {
  constructor(code: WorksErrorCode, details?: RefusalDetails) {
    super(ANSWERS, code, details);
  }
}
