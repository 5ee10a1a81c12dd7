import { AttachmentSchema } from './attachments';
import { RubricLevelsSchema, RubricSchema, type RubricLevels } from './rubrics';
import { StoredFileRefSchema } from './files';
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
  RecordId,
  text,
  type Static,
} from './schema';
import { SubjectRefSchema } from './subjects';
import { ChoiceOptionSchema, MarkSchema, QuestionTypeSchema, type Mark } from './tasks';
import { WorkStatusSchema, type WorkStatus } from './work-status';

/**
 * An answer's value by question type: text for short/long text, chosen option ids for
 * choices, file ids for file answers (at most the question's max_files) and audio answers
 * (one), a link for video answers. `{ file_id }` is the older one-file form: still
 * accepted and still found in answers saved before; new saves store `{ file_ids }`.
 */
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
export type AnswerValue = Static<typeof AnswerValueSchema>;

export interface AnswerInput {
  question_id: number;
  /** null clears the answer. */
  value: AnswerValue | null;
}

/** PUT /api/works/:id/answers: autosave. `version` is the work's version the client saw. */
export interface SaveAnswersRequest {
  version: number;
  answers: AnswerInput[];
}

/** POST /api/works/:id/submit */
export interface SubmitWorkRequest {
  version: number;
}

/** A row of the student's list (GET /api/works). Times are epoch milliseconds. */
export const WorkSummarySchema = named(
  'WorkSummary',
  object({
    id: RecordId,
    task_id: RecordId,
    title: text(),
    subject: nullable(SubjectRefSchema),
    status: WorkStatusSchema,
    attempt: int(),
    /** Submitted again after the teacher returned it (status 1..4). */
    resubmitted: bool(),
    /** Returned for rework and not submitted again yet (a draft, status 0). */
    returned: bool(),
    /** A draft whose deadline has passed, by the server's clock. */
    overdue: bool(),
    /** Still to be done: a draft the student may still submit (late if allowed). */
    todo: bool(),
    /** 0: no timer; else the work lasts this many minutes from "Начать" (POST …/start). */
    timer_minutes: int(),
    /** When a started timed work ends; null without timer or before the start. */
    ends_at: nullable(moment()),
    deadline: nullable(moment()),
    late: bool(),
    started_at: nullable(moment()),
    submitted_at: nullable(moment()),
    /** Set once checked (status 4). */
    ball: nullable(num()),
    max_ball: int(),
    mark: nullable(MarkSchema),
    created_at: moment(),
  }),
);
export type WorkSummary = Static<typeof WorkSummarySchema>;

/** A question as a work shows it; `correct` only to the teacher, or after 4 with show_answers. */
export const WorkQuestionSchema = named(
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
      /** File questions: how many files an answer may hold. */
      max_files: int(),
      /** Short-text questions with reference answers, like `correct`. */
      reference_answers: arrayOf(text()),
      /** The files listed under the question, as the work's task revision holds them. */
      attachments: arrayOf(AttachmentSchema),
      /** The image files its text and options name (`![alt](file:ID)`). */
      images: arrayOf(AttachmentSchema),
      /** Checked by rubric, as the work's task revision holds it. */
      rubric: RubricSchema,
    },
    ['options', 'correct', 'max_files', 'reference_answers', 'attachments', 'images', 'rubric'],
  ),
);
export type WorkQuestion = Static<typeof WorkQuestionSchema>;

/**
 * A stored answer; `files` lists the files of file and audio answers in the answer's
 * order (`file` is the first of them), `embed_url` is set for video.
 */
export const WorkAnswerSchema = named(
  'WorkAnswer',
  object(
    {
      question_id: RecordId,
      value: nullable(AnswerValueSchema),
      files: arrayOf(StoredFileRefSchema),
      file: StoredFileRefSchema,
      embed_url: text(),
      /**
       * The automatic ball: choice questions, and short-text questions with reference
       * answers (full ball on a match, else 0). Hidden from the student before 4.
       */
      auto_ball: nullable(num()),
      /** auto_ball was given (the teacher sees "auto-checked"); false when hidden. */
      auto_checked: bool(),
      /** The ball that counts (teacher's override or the automatic one). Hidden before 4. */
      ball: nullable(num()),
      /** A rubric question: the chosen level per criterion. Hidden from the student before 4. */
      rubric_levels: RubricLevelsSchema,
    },
    ['files', 'file', 'embed_url', 'rubric_levels'],
  ),
);
export type WorkAnswer = Static<typeof WorkAnswerSchema>;

/** GET /api/works/:id — the student's work page, or the teacher's check page. */
export const WorkViewSchema = named(
  'WorkView',
  object(
    {
      id: RecordId,
      task_id: RecordId,
      student: object({ id: RecordId, first_name: text(), email: text() }),
      title: text(),
      subject: nullable(SubjectRefSchema),
      criteria: text(),
      /** The files attached to the task as a whole, as the work's task revision holds them. */
      attachments: arrayOf(AttachmentSchema),
      /** The one status 0..4; label it with WORK_STATUS_LABEL_KEYS, the same as in lists. */
      status: WorkStatusSchema,
      attempt: int(),
      /** Returned for rework at least once (a draft then shows the teacher's note). */
      returned: bool(),
      /** Submitted again after a return (status 1..4). */
      resubmitted: bool(),
      version: int(),
      max_ball: int(),
      /** 0: no timer. Else the duration: the timer runs only from POST …/start ("Начать"). */
      timer_minutes: int(),
      /** Whether the student has started (a timed work: pressed "Начать"). */
      started: bool(),
      /**
       * A timed draft not started yet hides its questions and answers from the student
       * (questions and answers are then empty); questions_count still tells how many.
       */
      questions_hidden: bool(),
      questions_count: int(),
      /** Epoch ms when the timer ends (started_at + timer), null without timer or not started. */
      ends_at: nullable(moment()),
      /** The server's clock when it answered, so the client can count down from it. */
      now: moment(),
      deadline: nullable(moment()),
      post_deadline_allowed: bool(),
      allow_question_copy: bool(),
      can_repeated: bool(),
      /** Whether the student may start a new attempt now (4, can_repeated, latest attempt). */
      can_start_new_attempt: bool(),
      late: bool(),
      started_at: nullable(moment()),
      submitted_at: nullable(moment()),
      checked_at: nullable(moment()),
      questions: arrayOf(WorkQuestionSchema),
      answers: arrayOf(WorkAnswerSchema),
      /** The points (balls) out of max_ball, once checked (4); for the teacher while checking. */
      ball: nullable(num()),
      /**
       * The mark on the task's scale, once checked. On the 'points' scale it repeats the
       * ball: show it apart only when markShownApart(mark).
       */
      mark: nullable(MarkSchema),
      /** Only to the teacher, or to the student after 4 with show_answers. */
      decision: nullable(text()),
      /** Earlier attempts' ids, oldest first. */
      attempts: arrayOf(
        object({ id: RecordId, attempt: int(), status: WorkStatusSchema, ball: nullable(num()) }),
      ),
    },
    ['attachments'],
  ),
);
export type WorkView = Static<typeof WorkViewSchema>;

/** PUT /api/works/:workId/answers: the work's new version. */
export const WorkVersionSchema = named('WorkVersion', object({ version: int() }));
export type WorkVersion = Static<typeof WorkVersionSchema>;

/**
 * PUT /api/works/:id/check: per-question balls; finish moves the work to 4. A checked
 * work (4) may be checked again (re-grading): finish must then be true, it stays 4 with
 * the new total, mark and checked_at, and the student is told.
 */
export interface CheckWorkRequest {
  version: number;
  /**
   * A rubric question takes `rubric_levels` (its ball is their points, computed by the
   * server; a `ball` beside them is ignored); any other question takes `ball`.
   */
  balls: { question_id: number; ball?: number; rubric_levels?: RubricLevels }[];
  finish: boolean;
  /** A note to the student, added to the work's comments with the final check. */
  comment?: string;
}

/** POST /api/works/:id/return: back to 0 for rework, with a comment. */
export interface ReturnWorkRequest {
  version: number;
  comment: string;
}

/** A row of the teacher's check queue (GET /api/checks). */
export const CheckQueueItemSchema = named(
  'CheckQueueItem',
  object(
    {
      work_id: RecordId,
      task_id: RecordId,
      title: text(),
      subject: nullable(SubjectRefSchema),
      student: object({ id: RecordId, first_name: text() }),
      status: WorkStatusSchema,
      attempt: int(),
      /** Submitted again after the teacher returned it. */
      resubmitted: bool(),
      /**
       * Returned for rework and not submitted again yet (a draft: only in a task's works,
       * never in the queue). Absent means false.
       */
      returned: bool(),
      late: bool(),
      submitted_at: nullable(moment()),
    },
    ['returned'],
  ),
);
export type CheckQueueItem = Static<typeof CheckQueueItemSchema>;

/** GET /api/checks query: filters and paging. */
export interface CheckQueueQuery {
  task_id?: number;
  student_id?: number;
  subject_id?: number;
  /** 1, 2 or 3; default all three. */
  status?: WorkStatus;
  page?: number;
  per_page?: number;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  per_page: number;
}

/** GET /api/checks: one page of the queue. */
export const CheckQueuePageSchema = named(
  'CheckQueuePage',
  object({ items: arrayOf(CheckQueueItemSchema), total: int(), page: int(), per_page: int() }),
);

export const CHECK_QUEUE_PER_PAGE = 50;

/** A comment on a work. */
export const WorkCommentSchema = named(
  'WorkComment',
  object({
    id: RecordId,
    work_id: RecordId,
    /** The question it is about; null for a comment on the whole work. */
    question_id: nullable(RecordId),
    author: object({ id: RecordId, first_name: text(), role: int() }),
    text: text(),
    created_at: moment(),
    updated_at: moment(),
    /** The signed-in user wrote it, so may edit and delete it. */
    own: bool(),
  }),
);
export type WorkComment = Static<typeof WorkCommentSchema>;

export interface CommentInput {
  text: string;
}

/**
 * A new comment. `request_key` names this one comment: sent again with the same key (its
 * answer was lost, a second click), the API answers the comment it already added.
 */
export interface NewCommentInput extends CommentInput {
  request_key?: string;
  /** A comment on one question of the work's task (its teacher's, see comments.service). */
  question_id?: number;
}

/** A comment's request key: a UUID or another token of 8 to 64 letters, digits, - and _. */
export const COMMENT_REQUEST_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

export const COMMENT_TEXT_MAX = 5000;
export const ANSWER_TEXT_MAX = 20000;

/** Machine-readable codes the works API puts beside `message` in its refusals. */
export const WorkRefusalCode = {
  NotFound: 'work_not_found',
  StaleVersion: 'stale_version',
  DeadlinePassed: 'deadline_passed',
  TimeIsUp: 'time_is_up',
  NotEditable: 'work_not_editable',
  /** A timed work's answers before "Начать" (POST …/start). */
  NotStarted: 'work_not_started',
} as const;

/** Whether a mark says more than the points do (not on the 'points' scale). */
export function markShownApart(mark: Mark | null): boolean {
  return mark !== null && mark.scale !== 'points';
}
export type WorkRefusalCode = (typeof WorkRefusalCode)[keyof typeof WorkRefusalCode];
