import {
  MaterialAccess,
  PurchaseStatus,
  QuestionType,
  type MaterialCard,
  type MaterialCataloguePage,
  type MaterialOwnership,
  type MaterialPage,
  type MaterialReview,
  type Purchase,
  type Subscription,
  type Task,
  type TaskSummary,
} from '@tutor/contracts';

export const NOW = Date.UTC(2030, 0, 15, 9, 0, 0);

/** A published paid card by another teacher; override what a test needs. */
export function materialCard(overrides: Partial<MaterialCard> = {}): MaterialCard {
  return {
    id: 5,
    title: 'Квадратные уравнения',
    subject: 'algebra',
    grade: 8,
    exams: ['oge'],
    access: MaterialAccess.Paid,
    price: 490,
    cover_url: null,
    author: { id: 9, first_name: 'Мария' },
    rating: 4.5,
    reviews_count: 12,
    purchases_count: 30,
    favourite: false,
    published_at: NOW,
    ...overrides,
  };
}

export const NOT_OWNED: MaterialOwnership = {
  owned: false,
  task_id: null,
  version_number: null,
  update_available: null,
  updates_until: null,
  refundable: false,
  pending: false,
  can_review: false,
};

export const OWNED: MaterialOwnership = {
  ...NOT_OWNED,
  owned: true,
  task_id: 77,
  version_number: 1,
  updates_until: NOW + 365 * 86_400_000,
};

/** The page of a published paid material the viewer does not own. */
export function materialPage(overrides: Partial<MaterialPage> = {}): MaterialPage {
  const version = { id: 1, number: 1, changelog: 'Первая версия', created_at: NOW };
  return {
    ...materialCard(),
    description: '<p>Десять задач с <b>разбором</b>.</p>',
    template_id: null,
    share_url: null,
    template_not_authored: false,
    mine: false,
    version,
    versions: [version],
    questions_count: 3,
    max_ball: 6,
    preview: [
      {
        type: QuestionType.SingleChoice,
        text: 'Сколько корней у x² = 4?',
        ball: 2,
        options: [
          { id: 'a', text: 'Один' },
          { id: 'b', text: 'Два' },
        ],
        preview: true,
      },
    ],
    ownership: NOT_OWNED,
    preview_questions: [0],
    ...overrides,
  };
}

/** Olga's five-star review of material 5, not answered yet; override what a test needs. */
export function review(overrides: Partial<MaterialReview> = {}): MaterialReview {
  return {
    id: 31,
    rating: 5,
    text: 'Отличные задачи, ученикам понравилось.',
    reviewer: { id: 12, first_name: 'Ольга' },
    answer: null,
    answered_at: null,
    created_at: NOW,
    updated_at: NOW,
    mine: false,
    ...overrides,
  };
}

export function cataloguePage(
  items: MaterialCard[],
  overrides: Partial<MaterialCataloguePage> = {},
): MaterialCataloguePage {
  return {
    items,
    total: items.length,
    page: 1,
    per_page: 20,
    facets: { subject: [], grade: [], exam: [], price_kind: [] },
    ...overrides,
  };
}

export function purchase(overrides: Partial<Purchase> = {}): Purchase {
  return {
    id: 3,
    material: { id: 5, title: 'Квадратные уравнения' },
    status: PurchaseStatus.Granted,
    price: 490,
    task_id: 77,
    version_number: 1,
    created_at: NOW,
    granted_at: NOW,
    ...overrides,
  };
}

export const TASKS: TaskSummary[] = [
  {
    id: 7,
    title: 'Дроби',
    subject: null,
    max_ball: 5,
    deadline: null,
    questions_count: 2,
    works_count: 0,
    awaiting_check_count: 0,
    origin: 'authored',
    created_at: NOW,
    status: 'draft',
    archived_at: null,
  },
];

/** GET /api/tasks's answer: one page holding `tasks`. */
export const taskPage = (tasks: readonly object[]) => ({
  items: tasks,
  total: tasks.length,
  page: 1,
  per_page: 100,
});

/** The teacher's task 7 with two questions. */
export function task(overrides: Partial<Task> = {}): Task {
  return {
    id: 7,
    title: 'Дроби',
    subject_id: null,
    subject: null,
    questions: [
      { id: 71, position: 1, type: QuestionType.ShortText, text: 'Сложите 1/2 и 1/3', ball: 2 },
      { id: 72, position: 2, type: QuestionType.LongText, text: 'Объясните решение', ball: 3 },
    ],
    max_ball: 5,
    criteria: '',
    timer_minutes: 0,
    deadline: null,
    delay_at: null,
    only_new: false,
    can_repeated: false,
    show_answers: false,
    post_deadline_allowed: false,
    allow_question_copy: true,
    scale: { scale: 'points' },
    decision: '',
    origin: 'authored',
    created_at: NOW,
    updated_at: NOW,
    sent_students_count: 0,
    unstarted_works_count: 0,
    ...overrides,
  };
}

/** GET /api/subscription of a teacher: the paid plan (sells) unless overridden. */
export function subscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    plan: 'paid',
    status: 'active',
    paid_until: NOW + 30 * 86_400_000,
    next_charge: null,
    autopay: false,
    payment_method_title: null,
    grace_until: null,
    offer_price_rub: 490,
    referral_offer: false,
    students_count: 3,
    plans: [
      { plan: 'free', price_rub: 0, students_limit: 30, sells_paid_materials: false },
      { plan: 'paid', price_rub: 490, students_limit: null, sells_paid_materials: true },
    ],
    payment_pending: false,
    ...overrides,
  };
}
