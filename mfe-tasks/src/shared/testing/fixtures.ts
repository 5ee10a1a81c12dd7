import {
  QuestionType,
  WorkStatus,
  type CheckQueueItem,
  type StoredFileRef,
  type WorkAnswer,
  type WorkComment,
  type WorkQuestion,
  type WorkSummary,
  type WorkView,
} from '@tutor/contracts';

export const NOW = Date.UTC(2030, 0, 15, 9, 0, 0);

export const QUESTIONS: WorkQuestion[] = [
  { id: 11, position: 1, type: QuestionType.ShortText, text: 'Сколько будет 2 + 2?', ball: 2 },
  { id: 12, position: 2, type: QuestionType.LongText, text: 'Опишите решение', ball: 3 },
  {
    id: 13,
    position: 3,
    type: QuestionType.SingleChoice,
    text: 'Выберите простое число',
    ball: 2,
    options: [
      { id: 'a', text: 'Четыре' },
      { id: 'b', text: 'Семь' },
    ],
  },
  {
    id: 14,
    position: 4,
    type: QuestionType.MultipleChoice,
    text: 'Отметьте чётные числа',
    ball: 3,
    options: [
      { id: 'a', text: 'Два' },
      { id: 'b', text: 'Три' },
      { id: 'c', text: 'Восемь' },
    ],
  },
];

/** A started draft of a 10-ball work with four questions; override what a test needs. */
export function workView(overrides: Partial<WorkView> = {}): WorkView {
  return {
    id: 5,
    task_id: 1,
    student: { id: 2, first_name: 'Оля', email: 'olya@example.com' },
    title: 'Дроби',
    subject: { id: 3, name: 'Математика' },
    criteria: 'Решите все задачи.',
    status: WorkStatus.Draft,
    attempt: 1,
    returned: false,
    resubmitted: false,
    version: 1,
    max_ball: 10,
    timer_minutes: 0,
    started: true,
    questions_hidden: false,
    questions_count: QUESTIONS.length,
    ends_at: null,
    now: NOW,
    deadline: null,
    post_deadline_allowed: false,
    allow_question_copy: true,
    can_repeated: false,
    can_start_new_attempt: false,
    late: false,
    started_at: NOW - 60_000,
    submitted_at: null,
    checked_at: null,
    questions: QUESTIONS,
    answers: [],
    ball: null,
    mark: null,
    decision: null,
    attempts: [],
    ...overrides,
  };
}

export function comment(overrides: Partial<WorkComment> = {}): WorkComment {
  return {
    id: 70,
    work_id: 5,
    question_id: null,
    author: { id: 1, first_name: 'Анна', role: 1 },
    text: 'Проверьте второй вопрос.',
    created_at: NOW,
    updated_at: NOW,
    own: false,
    ...overrides,
  };
}

/** A stored answer without files or automatic points; override what a test needs. */
export function workAnswer(overrides: Partial<WorkAnswer> & { question_id: number }): WorkAnswer {
  return { value: null, files: [], auto_ball: null, auto_checked: false, ball: null, ...overrides };
}

/** An uploaded file (a PDF unless the test says otherwise). */
export function storedFile(overrides: Partial<StoredFileRef> = {}): StoredFileRef {
  return {
    id: 40,
    name: 'solution.pdf',
    size: 2_097_152,
    mime: 'application/pdf',
    url: '/api/files/40',
    kind: 'other',
    ...overrides,
  };
}

/** A row of the student's list: a draft without timer. */
export function workSummary(overrides: Partial<WorkSummary> = {}): WorkSummary {
  return {
    id: 1,
    task_id: 1,
    title: 'Дроби',
    subject: { id: 3, name: 'Математика' },
    status: WorkStatus.Draft,
    attempt: 1,
    resubmitted: false,
    returned: false,
    overdue: false,
    todo: true,
    timer_minutes: 0,
    ends_at: null,
    deadline: null,
    late: false,
    started_at: null,
    submitted_at: null,
    ball: null,
    max_ball: 10,
    mark: null,
    created_at: NOW,
    ...overrides,
  };
}

/** A row of the teacher's check queue: a first submission. */
export function checkQueueItem(overrides: Partial<CheckQueueItem> = {}): CheckQueueItem {
  return {
    work_id: 5,
    task_id: 1,
    title: 'Дроби',
    subject: { id: 3, name: 'Математика' },
    student: { id: 2, first_name: 'Оля' },
    status: WorkStatus.Submitted,
    attempt: 1,
    resubmitted: false,
    late: false,
    submitted_at: NOW,
    ...overrides,
  };
}
