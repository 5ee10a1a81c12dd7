import {
  ModuleRefusal,
  type RefusalAnswers,
  type RefusalDetails,
} from '../common/errors/module-refusal';

export enum TasksErrorCode {
  /** The max ball is not the sum of the questions' balls. */
  MaxBallSum = 'MAX_BALL_SUM',
  /** An answered question would be deleted. */
  QuestionHasAnswers = 'QUESTION_HAS_ANSWERS',
  /** An answered question would change its type. */
  QuestionTypeLocked = 'QUESTION_TYPE_LOCKED',
  /** The list's `from` is after its `to`. */
  DateRangeReversed = 'DATE_RANGE_REVERSED',
  /** A `$…$` formula of a question's text, option or reference answer does not parse. */
  FormulaUnreadable = 'FORMULA_UNREADABLE',
}

const ANSWERS = {
  [TasksErrorCode.MaxBallSum]: { status: 422, key: 'tasks.max_ball_sum', field: 'max_ball' },
  [TasksErrorCode.QuestionHasAnswers]: {
    status: 409,
    key: 'tasks.question_has_answers',
    field: 'questions',
  },
  [TasksErrorCode.QuestionTypeLocked]: {
    status: 409,
    key: 'tasks.question_type_locked',
    field: 'questions',
  },
  [TasksErrorCode.DateRangeReversed]: {
    status: 422,
    key: 'tasks.date_range_reversed',
    field: 'to',
  },
  [TasksErrorCode.FormulaUnreadable]: {
    status: 422,
    key: 'tasks.formula_unreadable',
    field: 'questions',
  },
} as const satisfies RefusalAnswers<TasksErrorCode>;

export class TasksException extends ModuleRefusal<TasksErrorCode> {
  constructor(code: TasksErrorCode, details?: RefusalDetails) {
    super(ANSWERS, code, details);
  }
}
