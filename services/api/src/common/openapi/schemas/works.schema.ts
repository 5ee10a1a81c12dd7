import {
  arrayOf,
  bool,
  int,
  moment,
  named,
  nullable,
  num,
  object,
  oneOf,
  text,
} from '../json-schema';
import { RecordId, SubjectRefSchema, WorkStatusSchema } from './common.schema';
import { StoredFileRefSchema } from './files.schema';
import { ChoiceOptionSchema, MarkSchema, QuestionTypeSchema } from './tasks.schema';

/** An answer's value: text, chosen option ids, a file id or a video link. */
export const AnswerValueSchema = named(
  'AnswerValue',
  oneOf(
    object({ text: text() }),
    object({ choice_ids: arrayOf(text()) }),
    object({ file_ids: arrayOf(RecordId) }),
    object({ file_id: RecordId }),
    object({ link: text() }),
  ),
);

/** A row of the student's GET /api/works. */
export const WorkSummarySchema = named(
  'WorkSummary',
  object({
    id: RecordId,
    task_id: RecordId,
    title: text(),
    subject: nullable(SubjectRefSchema),
    status: WorkStatusSchema,
    attempt: int(),
    resubmitted: bool(),
    timer_minutes: int(),
    ends_at: nullable(moment()),
    deadline: nullable(moment()),
    late: bool(),
    started_at: nullable(moment()),
    submitted_at: nullable(moment()),
    ball: nullable(num()),
    max_ball: int(),
    mark: nullable(MarkSchema),
    created_at: moment(),
  }),
);

const WorkQuestionSchema = named(
  'WorkQuestion',
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

const WorkAnswerSchema = named(
  'WorkAnswer',
  object(
    {
      question_id: RecordId,
      value: nullable(AnswerValueSchema),
      files: arrayOf(StoredFileRefSchema),
      file: StoredFileRefSchema,
      embed_url: text(),
      auto_ball: nullable(num()),
      auto_checked: bool(),
      ball: nullable(num()),
    },
    ['files', 'file', 'embed_url'],
  ),
);

/** GET /api/works/:workId: the student's work page or the teacher's check page. */
export const WorkViewSchema = named(
  'WorkView',
  object({
    id: RecordId,
    task_id: RecordId,
    student: object({ id: RecordId, first_name: text(), email: text() }),
    title: text(),
    subject: nullable(SubjectRefSchema),
    criteria: text(),
    status: WorkStatusSchema,
    attempt: int(),
    returned: bool(),
    resubmitted: bool(),
    version: int(),
    max_ball: int(),
    timer_minutes: int(),
    started: bool(),
    questions_hidden: bool(),
    questions_count: int(),
    ends_at: nullable(moment()),
    now: moment(),
    deadline: nullable(moment()),
    post_deadline_allowed: bool(),
    allow_question_copy: bool(),
    can_repeated: bool(),
    can_start_new_attempt: bool(),
    late: bool(),
    started_at: nullable(moment()),
    submitted_at: nullable(moment()),
    checked_at: nullable(moment()),
    questions: arrayOf(WorkQuestionSchema),
    answers: arrayOf(WorkAnswerSchema),
    ball: nullable(num()),
    mark: nullable(MarkSchema),
    decision: nullable(text()),
    attempts: arrayOf(
      object({ id: RecordId, attempt: int(), status: WorkStatusSchema, ball: nullable(num()) }),
    ),
  }),
);

/** PUT /api/works/:workId/answers: the work's new version. */
export const WorkVersionSchema = named('WorkVersion', object({ version: int() }));

/** A row of the teacher's check queue and of a task's works. */
export const CheckQueueItemSchema = named(
  'CheckQueueItem',
  object({
    work_id: RecordId,
    task_id: RecordId,
    title: text(),
    subject: nullable(SubjectRefSchema),
    student: object({ id: RecordId, first_name: text() }),
    status: WorkStatusSchema,
    attempt: int(),
    resubmitted: bool(),
    late: bool(),
    submitted_at: nullable(moment()),
  }),
);

/** GET /api/checks: one page of the queue. */
export const CheckQueuePageSchema = named(
  'CheckQueuePage',
  object({ items: arrayOf(CheckQueueItemSchema), total: int(), page: int(), per_page: int() }),
);

export const WorkCommentSchema = named(
  'WorkComment',
  object({
    id: RecordId,
    work_id: RecordId,
    author: object({ id: RecordId, first_name: text(), role: int() }),
    text: text(),
    created_at: moment(),
    updated_at: moment(),
    own: bool(),
  }),
);
