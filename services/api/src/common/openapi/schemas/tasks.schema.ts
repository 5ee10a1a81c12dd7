import { QUESTION_TYPES, TASK_ORIGINS } from '@tutor/contracts';
import {
  arrayOf,
  bool,
  constant,
  int,
  moment,
  named,
  nullable,
  num,
  object,
  oneOf,
  oneOfValues,
  text,
} from '../json-schema';
import { RecordId, SubjectRefSchema } from './common.schema';

export const QuestionTypeSchema = named('QuestionType', oneOfValues(QUESTION_TYPES));

export const ChoiceOptionSchema = named('ChoiceOption', object({ id: text(), text: text() }));

/** contracts' ScaleOptions, in percent of max ball. */
export const ScaleOptionsSchema = named(
  'ScaleOptions',
  oneOf(
    object({ scale: constant('points') }),
    object({
      scale: constant('five_point'),
      thresholds: object({ '5': num(), '4': num(), '3': num() }),
    }),
    object({ scale: constant('pass_fail'), pass_percent: num() }),
    object({
      scale: constant('custom'),
      options: arrayOf(object({ label: text(), min_percent: num() })),
    }),
  ),
);

/** contracts' Mark: a five-point digit, pass/fail, a label or points. */
export const MarkSchema = named(
  'Mark',
  oneOf(
    object({ scale: constant('points'), ball: num(), max_ball: num() }),
    object({ scale: constant('five_point'), value: oneOfValues([2, 3, 4, 5]) }),
    object({ scale: constant('pass_fail'), passed: bool() }),
    object({ scale: constant('custom'), label: text() }),
  ),
);

/** contracts' TaskOrigin: where a task came from (only an authored one becomes a material). */
export const TaskOriginSchema = named('TaskOrigin', oneOfValues(TASK_ORIGINS));

export const TaskQuestionSchema = named(
  'TaskQuestion',
  object(
    {
      id: RecordId,
      position: int(),
      type: QuestionTypeSchema,
      text: text(),
      ball: int(),
      options: arrayOf(ChoiceOptionSchema),
      correct: arrayOf(text()),
      max_files: int(),
      reference_answers: arrayOf(text()),
    },
    ['options', 'correct', 'max_files', 'reference_answers'],
  ),
);

/** GET /api/tasks/:taskId, and the answer of creating or saving one. */
export const TaskSchema = named(
  'Task',
  object({
    id: RecordId,
    title: text(),
    subject_id: nullable(RecordId),
    subject: nullable(SubjectRefSchema),
    questions: arrayOf(TaskQuestionSchema),
    max_ball: int(),
    criteria: text(),
    timer_minutes: int(),
    deadline: nullable(moment()),
    delay_at: nullable(moment()),
    only_new: bool(),
    can_repeated: bool(),
    show_answers: bool(),
    post_deadline_allowed: bool(),
    allow_question_copy: bool(),
    scale: ScaleOptionsSchema,
    decision: text(),
    origin: TaskOriginSchema,
    created_at: moment(),
    updated_at: moment(),
    sent_students_count: int(),
    unstarted_works_count: int(),
  }),
);

/** POST /api/tasks/:taskId/resend-unstarted. */
export const ResendUnstartedSchema = named('ResendUnstartedResult', object({ updated: int() }));

/** A row of GET /api/tasks. */
export const TaskSummarySchema = named(
  'TaskSummary',
  object({
    id: RecordId,
    title: text(),
    subject: nullable(SubjectRefSchema),
    max_ball: int(),
    deadline: nullable(moment()),
    questions_count: int(),
    works_count: int(),
    awaiting_check_count: int(),
    origin: TaskOriginSchema,
    created_at: moment(),
  }),
);
