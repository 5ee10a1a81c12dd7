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
  RecordId,
  text,
  type Static,
} from './schema';
import { AttachmentSchema } from './attachments';
import { RubricSchema, type Rubric } from './rubrics';
import { SubjectRefSchema } from './subjects';
import { TaskLibraryStatusSchema } from './task-library';

/** Question types of a task, in the order the editor offers them. */
export const QuestionType = {
  ShortText: 'short_text',
  /** Answered with a TeX formula, compared with the reference answers by value. */
  Formula: 'formula',
  LongText: 'long_text',
  SingleChoice: 'single_choice',
  MultipleChoice: 'multiple_choice',
  File: 'file',
  Audio: 'audio',
  VideoLink: 'video_link',
} as const;
export type QuestionType = (typeof QuestionType)[keyof typeof QuestionType];
export const QUESTION_TYPES: readonly QuestionType[] = Object.values(QuestionType);

export function isChoiceQuestion(type: QuestionType): boolean {
  return type === QuestionType.SingleChoice || type === QuestionType.MultipleChoice;
}

/** Questions with reference answers: short text (compared as text), formula (by value). */
export function hasReferenceAnswers(type: QuestionType): boolean {
  return type === QuestionType.ShortText || type === QuestionType.Formula;
}

/**
 * A short answer as it is compared with the reference answers: case, ё/е, surrounding
 * and repeated inner spaces do not matter.
 */
export function normalizeShortAnswer(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ').trim();
}

/** How a ball becomes a mark. */
export const TaskScale = {
  Points: 'points',
  FivePoint: 'five_point',
  PassFail: 'pass_fail',
  Custom: 'custom',
} as const;
export type TaskScale = (typeof TaskScale)[keyof typeof TaskScale];
export const TASK_SCALES: readonly TaskScale[] = Object.values(TaskScale);

/**
 * Scale options, in percent of max ball (0–100), so they survive a change of max ball.
 * - points: none; the mark is "ball/max".
 * - five_point: minimum percent for marks 5, 4, 3 (descending); below 3 is 2.
 * - pass_fail: minimum percent to pass.
 * - custom: labelled bands, each with its minimum percent; the highest reached wins,
 *   one band must start at 0.
 */
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
export type ScaleOptions = Static<typeof ScaleOptionsSchema>;

/** A mark as both sides show it: a five-point digit, pass/fail, a label or points. */
export const MarkSchema = named(
  'Mark',
  oneOf(
    object({ scale: constant('points'), ball: num(), max_ball: num() }),
    object({ scale: constant('five_point'), value: oneOfValues([2, 3, 4, 5]) }),
    object({ scale: constant('pass_fail'), passed: bool() }),
    object({ scale: constant('custom'), label: text() }),
  ),
);
export type Mark = Static<typeof MarkSchema>;

/** The mark a ball earns on a task's scale. */
export function markForBall(options: ScaleOptions, ball: number, maxBall: number): Mark {
  const percent = maxBall > 0 ? (ball * 100) / maxBall : 0;
  switch (options.scale) {
    case 'points':
      return { scale: 'points', ball, max_ball: maxBall };
    case 'five_point': {
      const { thresholds } = options;
      const value =
        percent >= thresholds[5]
          ? 5
          : percent >= thresholds[4]
            ? 4
            : percent >= thresholds[3]
              ? 3
              : 2;
      return { scale: 'five_point', value };
    }
    case 'pass_fail':
      return { scale: 'pass_fail', passed: percent >= options.pass_percent };
    case 'custom': {
      const reached = options.options
        .filter((option) => percent >= option.min_percent)
        .sort((a, b) => b.min_percent - a.min_percent)[0];
      return { scale: 'custom', label: reached?.label ?? '' };
    }
  }
}

export const TASK_LIMITS = {
  titleMax: 255,
  maxBallMin: 1,
  maxBallMax: 1000,
  timerMinutesMax: 600,
  questionTextMax: 5000,
  questionsMax: 100,
  choiceOptionsMin: 2,
  choiceOptionsMax: 20,
  choiceTextMax: 1000,
  criteriaMax: 10000,
  decisionMax: 20000,
  customOptionsMax: 20,
  customLabelMax: 64,
  /** Files per file question: `max_files` 1..10, default 1. */
  maxFilesMin: 1,
  maxFilesMax: 10,
  /** Reference answers of a short-text question. */
  referenceAnswersMax: 10,
  referenceAnswerMax: 1000,
} as const;

/** A choice of a choice question; ids are stable within the question. */
export const ChoiceOptionSchema = named('ChoiceOption', object({ id: text(), text: text() }));
export type ChoiceOption = Static<typeof ChoiceOptionSchema>;

/** A question as the teacher writes it. */
export interface TaskQuestionInput {
  /** On PUT, the id of a question kept from before (its answers stay linked to it). */
  id?: number;
  type: QuestionType;
  text: string;
  ball: number;
  /** Choice questions only: the options, and which of them are correct. */
  options?: ChoiceOption[];
  correct?: string[];
  /** File questions only: how many files an answer may hold (1..10, default 1). */
  max_files?: number;
  /**
   * Short-text questions: accepted answers. A matching answer (case, ё/е and spaces
   * ignored) gets the full ball automatically, any other 0; the teacher may override.
   * Formula questions: at least one, each a TeX formula; an answer equal by value to one of
   * them (`sameFormula`) gets the full ball automatically.
   */
  reference_answers?: string[];
  /** Ids of uploaded files listed under the question (at most ATTACHMENT_LIMITS.perQuestion). */
  attachments?: number[];
  /** Checked by rubric: `ball` must equal rubricMaxPoints(rubric); null or absent for none. */
  rubric?: Rubric | null;
}

/** POST/PUT /api/tasks body. Times are epoch milliseconds or null. */
export interface TaskInput {
  title: string;
  subject_id: number | null;
  questions: TaskQuestionInput[];
  /** Must equal the sum of the question balls. */
  max_ball: number;
  criteria: string;
  timer_minutes: number;
  deadline: number | null;
  delay_at: number | null;
  only_new: boolean;
  can_repeated: boolean;
  show_answers: boolean;
  post_deadline_allowed: boolean;
  allow_question_copy: boolean;
  scale: ScaleOptions;
  decision: string;
  /** Ids of uploaded files attached to the task as a whole (at most ATTACHMENT_LIMITS.perTask). */
  attachments?: number[];
}

/** The fields of TaskInput in the order the form shows them (and 422s list them). */
export const TASK_INPUT_FIELDS = [
  'title',
  'subject_id',
  'questions',
  'max_ball',
  'criteria',
  'timer_minutes',
  'deadline',
  'delay_at',
  'only_new',
  'can_repeated',
  'show_answers',
  'post_deadline_allowed',
  'allow_question_copy',
  'scale',
  'decision',
  'attachments',
] as const satisfies readonly (keyof TaskInput)[];

/**
 * Where a task came from: written by the teacher (authored), or the copy of a material
 * bought (purchased), taken free from the catalogue (free) or through its link (link). A
 * copy of a task keeps the origin of the task it was copied from. Only an authored task
 * may become a material: bought lessons stay their author's.
 */
export const TaskOrigin = {
  Authored: 'authored',
  Purchased: 'purchased',
  Free: 'free',
  Link: 'link',
} as const;
export type TaskOrigin = (typeof TaskOrigin)[keyof typeof TaskOrigin];
export const TASK_ORIGINS: readonly TaskOrigin[] = Object.values(TaskOrigin);

export const QuestionTypeSchema = named('QuestionType', oneOfValues(QUESTION_TYPES));

/** Where a task came from (only an authored one becomes a material). */
export const TaskOriginSchema = named('TaskOrigin', oneOfValues(TASK_ORIGINS));

/** A question as stored (ordered by position); the optional fields as in TaskQuestionInput. */
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
      /** The files listed under the question. */
      attachments: arrayOf(AttachmentSchema),
      /** The image files its text and options name (`![alt](file:ID)`), to resolve them. */
      images: arrayOf(AttachmentSchema),
      /** Checked by rubric: criteria × levels (the question's own copy). */
      rubric: RubricSchema,
    },
    ['options', 'correct', 'max_files', 'reference_answers', 'attachments', 'images', 'rubric'],
  ),
);
export type TaskQuestion = Static<typeof TaskQuestionSchema>;

/** The teacher's view of a task (GET /api/tasks/:taskId, and the answer of saving one). */
export const TaskSchema = named(
  'Task',
  object(
    {
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
      /** The files attached to the task as a whole. */
      attachments: arrayOf(AttachmentSchema),
      origin: TaskOriginSchema,
      created_at: moment(),
      updated_at: moment(),
      /**
       * Students with a work of this task (not withdrawn). Their works keep the task as it was
       * sent (its revision): saving changes reaches only later sends.
       */
      sent_students_count: int(),
      /** Works not opened yet (draft, never started or returned): the new revision may go to them. */
      unstarted_works_count: int(),
    },
    ['attachments'],
  ),
);
export type Task = Static<typeof TaskSchema>;

/** POST /api/tasks/:taskId/resend-unstarted: how many unstarted works took the task as it is now. */
export const ResendUnstartedSchema = named('ResendUnstartedResult', object({ updated: int() }));
export type ResendUnstartedResult = Static<typeof ResendUnstartedSchema>;

/** A row of the teacher's task list (GET /api/tasks). */
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
    /** Works in status 1, 2 or 3. */
    awaiting_check_count: int(),
    origin: TaskOriginSchema,
    created_at: moment(),
    /** draft: never sent; sent: has a dispatch (planned, running or done); archived. */
    status: TaskLibraryStatusSchema,
    archived_at: nullable(moment()),
  }),
);
export type TaskSummary = Static<typeof TaskSummarySchema>;

/** GET /api/tasks: one page of the teacher's task library. */
export const TaskListPageSchema = named(
  'TaskListPage',
  object({ items: arrayOf(TaskSummarySchema), total: int(), page: int(), per_page: int() }),
);
export type TaskListPage = Static<typeof TaskListPageSchema>;

/** A stored question as the body that keeps it: its files by id, without what the API adds. */
export function questionInputOf(question: TaskQuestion): TaskQuestionInput {
  const { position: _position, images: _images, attachments, ...rest } = question;
  return attachments === undefined
    ? rest
    : { ...rest, attachments: attachments.map((file) => file.id) };
}
