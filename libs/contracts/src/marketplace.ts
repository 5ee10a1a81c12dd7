import type { ChoiceOption, QuestionType, ScaleOptions } from './tasks';

/**
 * Who may see and take a material (the spec's `access`):
 * - restricted: the author only (a draft);
 * - public: free, listed in the catalogue;
 * - link: free, unlisted, for anyone holding its unguessable link;
 * - paid: listed in the catalogue, bought for `price` rubles.
 */
export const MaterialAccess = {
  Restricted: 'restricted',
  Public: 'public',
  Link: 'link',
  Paid: 'paid',
} as const;
export type MaterialAccess = (typeof MaterialAccess)[keyof typeof MaterialAccess];
export const MATERIAL_ACCESSES: readonly MaterialAccess[] = Object.values(MaterialAccess);

/** The catalogue's subjects (a teacher's own subjects are private names). */
export const MATERIAL_SUBJECTS = [
  'math',
  'algebra',
  'geometry',
  'russian',
  'literature',
  'english',
  'physics',
  'chemistry',
  'biology',
  'history',
  'social_studies',
  'geography',
  'informatics',
  'other',
] as const;
export type MaterialSubject = (typeof MATERIAL_SUBJECTS)[number];

/** Exam tags (ОГЭ, ЕГЭ, ВПР). */
export const MATERIAL_EXAMS = ['oge', 'ege', 'vpr'] as const;
export type MaterialExam = (typeof MATERIAL_EXAMS)[number];

export const MATERIAL_LIMITS = {
  titleMax: 200,
  descriptionMax: 20_000,
  changelogMax: 500,
  gradeMin: 1,
  gradeMax: 11,
  queryMax: 200,
  reviewTextMax: 2000,
  perPageMax: 50,
} as const;

export const MATERIALS_PER_PAGE = 20;

/** Catalogue order. */
export const MaterialSort = {
  Relevance: 'relevance',
  Newest: 'newest',
  Popular: 'popular',
  Rating: 'rating',
} as const;
export type MaterialSort = (typeof MaterialSort)[keyof typeof MaterialSort];
export const MATERIAL_SORTS: readonly MaterialSort[] = Object.values(MaterialSort);

/** A question as a version keeps it; `preview` questions are shown before buying. */
export interface MaterialQuestion {
  type: QuestionType;
  text: string;
  ball: number;
  options?: ChoiceOption[];
  correct?: string[];
  max_files?: number;
  reference_answers?: string[];
  preview: boolean;
}

/** What a version holds: the task as it was published, without dates or a subject. */
export interface MaterialContent {
  title: string;
  questions: MaterialQuestion[];
  max_ball: number;
  criteria: string;
  timer_minutes: number;
  can_repeated: boolean;
  show_answers: boolean;
  post_deadline_allowed: boolean;
  allow_question_copy: boolean;
  scale: ScaleOptions;
  decision: string;
}

/** POST /api/materials and PATCH /api/materials/:id (PATCH: every field optional). */
export interface MaterialInput {
  /** The author's task the material is made from (the spec's template_id). */
  template_id: number;
  title: string;
  subject: MaterialSubject;
  grade: number;
  exams: MaterialExam[];
  /** Rich text; the server keeps only safe markup. */
  description: string;
  access: MaterialAccess;
  /** Whole rubles; 0 unless access is paid. */
  price: number;
  /** The cover image: a file the author uploaded (an image); null removes it, left out keeps it. */
  cover_file_id?: number | null;
  /** Positions (0-based) of the task's questions shown before buying. */
  preview_questions: number[];
}

/** POST /api/materials/:id/versions: the template task as it is now, with a changelog line. */
export interface MaterialVersionInput {
  changelog: string;
}

export interface MaterialVersion {
  id: number;
  number: number;
  changelog: string;
  created_at: number;
}

/** A card of the catalogue, the favourites or the author's list. */
export interface MaterialCard {
  id: number;
  title: string;
  subject: MaterialSubject;
  grade: number;
  exams: MaterialExam[];
  access: MaterialAccess;
  price: number;
  cover_url: string | null;
  author: { id: number; first_name: string };
  rating: number | null;
  reviews_count: number;
  purchases_count: number;
  favourite: boolean;
  published_at: number | null;
}

/** What the viewer has of the material. */
export interface MaterialOwnership {
  /** Bought or taken, and not refunded. */
  owned: boolean;
  /** The viewer's copy in their tasks, when owned. */
  task_id: number | null;
  /** The version their copy holds. */
  version_number: number | null;
  /** A newer version they may take until updates_until (ms), else null. */
  update_available: number | null;
  updates_until: number | null;
  /** A paid purchase that may still be refunded (never opened, within the window). */
  refundable: boolean;
  /** A purchase waiting for the payment to finish. */
  pending: boolean;
  /** An owner who has opened their copy may review (once; editable). */
  can_review: boolean;
}

/** GET /api/materials/:id */
export interface MaterialPage extends MaterialCard {
  description: string;
  template_id: number | null;
  /** The link that opens a `link` material (the author only). */
  share_url: string | null;
  /**
   * The author only: the template is a task from the marketplace (bought, free or linked),
   * so the material is not for sale (a material published from one before origins were
   * recorded was taken off sale).
   */
  template_not_authored: boolean;
  mine: boolean;
  version: MaterialVersion | null;
  versions: MaterialVersion[];
  questions_count: number;
  max_ball: number;
  /** The preview questions (all of them for the author or an owner). */
  preview: MaterialQuestion[];
  ownership: MaterialOwnership;
  preview_questions: number[];
}

/** GET /api/materials query. */
export interface MaterialCatalogueQuery {
  q?: string;
  subject?: MaterialSubject;
  grade?: number;
  exam?: MaterialExam;
  /** free: public only; paid: paid only. */
  price_kind?: 'free' | 'paid';
  price_min?: number;
  price_max?: number;
  rating_min?: number;
  sort?: MaterialSort;
  page?: number;
  per_page?: number;
  /** mine: the author's own materials; favourites: the viewer's favourites. */
  scope?: 'catalogue' | 'mine' | 'favourites';
}

export interface FacetCount<T extends string | number> {
  value: T;
  count: number;
}

/** GET /api/materials answer. */
export interface MaterialCataloguePage {
  items: MaterialCard[];
  total: number;
  page: number;
  per_page: number;
  facets: {
    subject: FacetCount<MaterialSubject>[];
    grade: FacetCount<number>[];
    exam: FacetCount<MaterialExam>[];
    price_kind: FacetCount<'free' | 'paid'>[];
  };
}

export const PurchaseStatus = {
  Pending: 'pending',
  Granted: 'granted',
  Refunded: 'refunded',
  Canceled: 'canceled',
} as const;
export type PurchaseStatus = (typeof PurchaseStatus)[keyof typeof PurchaseStatus];

/** A row of GET /api/purchases, and the answer of a free purchase. */
export interface Purchase {
  id: number;
  material: { id: number; title: string };
  status: PurchaseStatus;
  price: number;
  task_id: number | null;
  version_number: number | null;
  created_at: number;
  granted_at: number | null;
}

/** POST /api/materials/:id/purchase answer: a paid one goes to the payment page. */
export type PurchaseAnswer = { confirmation_url: string } | { purchase: Purchase };

/** A review of a material by one of its owners, with the author's one public answer. */
export interface MaterialReview {
  id: number;
  rating: number;
  text: string;
  reviewer: { id: number; first_name: string };
  answer: string | null;
  answered_at: number | null;
  created_at: number;
  updated_at: number;
  mine: boolean;
}

/** POST /api/materials/:id/reviews: the viewer's review, made or changed. */
export interface ReviewInput {
  rating: number;
  text: string;
}

/** POST /api/materials/:id/reviews/:reviewId/answer: the author's answer, once. */
export interface ReviewAnswerInput {
  answer: string;
}
