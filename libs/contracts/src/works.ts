import type { StoredFileRef } from './files';
import type { Mark, QuestionType, ChoiceOption } from './tasks';
import type { WorkStatus } from './work-status';

/**
 * An answer's value by question type: text for short/long text, chosen option ids for
 * choices, file ids for file answers (at most the question's max_files) and audio answers
 * (one), a link for video answers. `{ file_id }` is the older one-file form: still
 * accepted and still found in answers saved before; new saves store `{ file_ids }`.
 */
export type AnswerValue =
  | { text: string }
  | { choice_ids: string[] }
  | { file_ids: number[] }
  | { file_id: number }
  | { link: string };

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
export interface WorkSummary {
  id: number;
  task_id: number;
  title: string;
  subject: { id: number; name: string } | null;
  status: WorkStatus;
  attempt: number;
  /** Submitted again after the teacher returned it (status 1..4). */
  resubmitted: boolean;
  /** 0: no timer; else the work lasts this many minutes from "Начать" (POST …/start). */
  timer_minutes: number;
  /** When a started timed work ends; null without timer or before the start. */
  ends_at: number | null;
  deadline: number | null;
  late: boolean;
  started_at: number | null;
  submitted_at: number | null;
  /** Set once checked (status 4). */
  ball: number | null;
  max_ball: number;
  mark: Mark | null;
  created_at: number;
}

/** A question as a work shows it; `correct` only to the teacher, or after 4 with show_answers. */
export interface WorkQuestion {
  id: number;
  position: number;
  type: QuestionType;
  text: string;
  ball: number;
  options?: ChoiceOption[];
  correct?: string[];
  /** File questions: how many files an answer may hold. */
  max_files?: number;
  /** Short-text questions with reference answers, like `correct`. */
  reference_answers?: string[];
}

/**
 * A stored answer; `files` lists the files of file and audio answers in the answer's
 * order (`file` is the first of them), `embed_url` is set for video.
 */
export interface WorkAnswer {
  question_id: number;
  value: AnswerValue | null;
  files?: StoredFileRef[];
  file?: StoredFileRef;
  embed_url?: string;
  /**
   * The automatic ball: choice questions, and short-text questions with reference
   * answers (full ball on a match, else 0). Hidden from the student before 4.
   */
  auto_ball: number | null;
  /** auto_ball was given (the teacher sees "auto-checked"); false when hidden. */
  auto_checked: boolean;
  /** The ball that counts (teacher's override or the automatic one). Hidden before 4. */
  ball: number | null;
}

/** GET /api/works/:id — the student's work page, or the teacher's check page. */
export interface WorkView {
  id: number;
  task_id: number;
  student: { id: number; first_name: string; email: string };
  title: string;
  subject: { id: number; name: string } | null;
  criteria: string;
  /** The one status 0..4; label it with WORK_STATUS_LABEL_KEYS, the same as in lists. */
  status: WorkStatus;
  attempt: number;
  /** Returned for rework at least once (a draft then shows the teacher's note). */
  returned: boolean;
  /** Submitted again after a return (status 1..4). */
  resubmitted: boolean;
  version: number;
  max_ball: number;
  /** 0: no timer. Else the duration: the timer runs only from POST …/start ("Начать"). */
  timer_minutes: number;
  /** Whether the student has started (a timed work: pressed "Начать"). */
  started: boolean;
  /**
   * A timed draft not started yet hides its questions and answers from the student
   * (questions and answers are then empty); questions_count still tells how many.
   */
  questions_hidden: boolean;
  questions_count: number;
  /** Epoch ms when the timer ends (started_at + timer), null without timer or not started. */
  ends_at: number | null;
  /** The server's clock when it answered, so the client can count down from it. */
  now: number;
  deadline: number | null;
  post_deadline_allowed: boolean;
  allow_question_copy: boolean;
  can_repeated: boolean;
  /** Whether the student may start a new attempt now (4, can_repeated, latest attempt). */
  can_start_new_attempt: boolean;
  late: boolean;
  started_at: number | null;
  submitted_at: number | null;
  checked_at: number | null;
  questions: WorkQuestion[];
  answers: WorkAnswer[];
  /** The points (balls) out of max_ball, once checked (4); for the teacher while checking. */
  ball: number | null;
  /**
   * The mark on the task's scale, once checked. On the 'points' scale it repeats the
   * ball: show it apart only when markShownApart(mark).
   */
  mark: Mark | null;
  /** Only to the teacher, or to the student after 4 with show_answers. */
  decision: string | null;
  /** Earlier attempts' ids, oldest first. */
  attempts: { id: number; attempt: number; status: WorkStatus; ball: number | null }[];
}

/**
 * PUT /api/works/:id/check: per-question balls; finish moves the work to 4. A checked
 * work (4) may be checked again (re-grading): finish must then be true, it stays 4 with
 * the new total, mark and checked_at, and the student is told.
 */
export interface CheckWorkRequest {
  version: number;
  balls: { question_id: number; ball: number }[];
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
export interface CheckQueueItem {
  work_id: number;
  task_id: number;
  title: string;
  subject: { id: number; name: string } | null;
  student: { id: number; first_name: string };
  status: WorkStatus;
  attempt: number;
  /** Submitted again after the teacher returned it. */
  resubmitted: boolean;
  late: boolean;
  submitted_at: number | null;
}

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

export const CHECK_QUEUE_PER_PAGE = 50;

/** A comment on a work. */
export interface WorkComment {
  id: number;
  work_id: number;
  author: { id: number; first_name: string; role: number };
  text: string;
  created_at: number;
  updated_at: number;
  /** The signed-in user wrote it, so may edit and delete it. */
  own: boolean;
}

export interface CommentInput {
  text: string;
}

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
