import type { StoredFileRef } from './files';
import type { Mark, QuestionType, ChoiceOption } from './tasks';
import type { WorkStatus } from './work-status';

/**
 * An answer's value by question type: text for short/long text, chosen option ids for
 * choices, a file id for file and audio answers, a link for video answers.
 */
export type AnswerValue =
  { text: string } | { choice_ids: string[] } | { file_id: number } | { link: string };

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
}

/** A stored answer; `file` is filled for file and audio answers, `embed_url` for video. */
export interface WorkAnswer {
  question_id: number;
  value: AnswerValue | null;
  file?: StoredFileRef;
  embed_url?: string;
  /** Choice questions: the automatic ball. Hidden from the student before 4. */
  auto_ball: number | null;
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
  status: WorkStatus;
  attempt: number;
  version: number;
  max_ball: number;
  timer_minutes: number;
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
  ball: number | null;
  mark: Mark | null;
  /** Only to the teacher, or to the student after 4 with show_answers. */
  decision: string | null;
  /** Earlier attempts' ids, oldest first. */
  attempts: { id: number; attempt: number; status: WorkStatus; ball: number | null }[];
}

/** PUT /api/works/:id/check: per-question balls; finish moves the work to 4. */
export interface CheckWorkRequest {
  version: number;
  balls: { question_id: number; ball: number }[];
  finish: boolean;
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
} as const;
export type WorkRefusalCode = (typeof WorkRefusalCode)[keyof typeof WorkRefusalCode];
