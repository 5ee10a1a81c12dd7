import {
  QuestionType,
  WorkStatus,
  type WorkComment,
  type WorkQuestion,
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
    version: 1,
    max_ball: 10,
    timer_minutes: 0,
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
    author: { id: 1, first_name: 'Анна', role: 1 },
    text: 'Проверьте второй вопрос.',
    created_at: NOW,
    updated_at: NOW,
    own: false,
    ...overrides,
  };
}
