import { MaterialFileSchema } from './attachments';
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
  oneOfValues,
  RecordId,
  text,
  type SchemaLike,
  type Static,
} from './schema';
import { ChoiceOptionSchema, QuestionTypeSchema, type ScaleOptions } from './tasks';

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
export const MaterialAccessSchema = named('MaterialAccess', oneOfValues(MATERIAL_ACCESSES));

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
export const MaterialSubjectSchema = named('MaterialSubject', oneOfValues(MATERIAL_SUBJECTS));

/** Exam tags (ОГЭ, ЕГЭ, ВПР). */
export const MATERIAL_EXAMS = ['oge', 'ege', 'vpr'] as const;
export type MaterialExam = (typeof MATERIAL_EXAMS)[number];
export const MaterialExamSchema = named('MaterialExam', oneOfValues(MATERIAL_EXAMS));

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
export const MaterialQuestionSchema = named(
  'MaterialQuestion',
  object(
    {
      type: QuestionTypeSchema,
      text: text(),
      ball: int(),
      options: arrayOf(ChoiceOptionSchema),
      correct: arrayOf(text()),
      max_files: int(),
      reference_answers: arrayOf(text()),
      preview: bool(),
      /**
       * On the material page only: the images its text and options name
       * (`![alt](file:ID)`), as the viewer may see them: the file for the author and
       * owners, the «Образец» preview for others.
       */
      images: arrayOf(object({ id: RecordId, url: text() })),
    },
    ['options', 'correct', 'max_files', 'reference_answers', 'images'],
  ),
);
export type MaterialQuestion = Static<typeof MaterialQuestionSchema>;

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
  /** Ids of the files attached to the task (absent for none): a copy names them too. */
  attachments?: number[];
  /** Ids of the files listed under each question, by position (absent for none). */
  question_attachments?: number[][];
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

export const MaterialVersionSchema = named(
  'MaterialVersion',
  object({ id: RecordId, number: int(), changelog: text(), created_at: moment() }),
);
export type MaterialVersion = Static<typeof MaterialVersionSchema>;

const cardProperties = {
  id: RecordId,
  title: text(),
  subject: MaterialSubjectSchema,
  grade: int(),
  exams: arrayOf(MaterialExamSchema),
  access: MaterialAccessSchema,
  price: int(),
  cover_url: nullable(text()),
  author: object({ id: RecordId, first_name: text() }),
  rating: nullable(num()),
  reviews_count: int(),
  purchases_count: int(),
  favourite: bool(),
  published_at: nullable(moment()),
};

/** A card of the catalogue, the favourites or the author's list. */
export const MaterialCardSchema = named('MaterialCard', object(cardProperties));
export type MaterialCard = Static<typeof MaterialCardSchema>;

/** What the viewer has of the material. */
export const MaterialOwnershipSchema = named(
  'MaterialOwnership',
  object({
    /** Bought or taken, and not refunded. */
    owned: bool(),
    /** The viewer's copy in their tasks, when owned. */
    task_id: nullable(RecordId),
    /** The version their copy holds. */
    version_number: nullable(int()),
    /** A newer version they may take until updates_until (ms), else null. */
    update_available: nullable(int()),
    updates_until: nullable(moment()),
    /** A paid purchase that may still be refunded (never opened, within the window). */
    refundable: bool(),
    /** A purchase waiting for the payment to finish. */
    pending: bool(),
    /** An owner who has opened their copy may review (once; editable). */
    can_review: bool(),
  }),
);
export type MaterialOwnership = Static<typeof MaterialOwnershipSchema>;

/** GET /api/materials/:id */
export const MaterialPageSchema = named(
  'MaterialPage',
  object(
    {
      ...cardProperties,
      description: text(),
      template_id: nullable(RecordId),
      /** The link that opens a `link` material (the author only). */
      share_url: nullable(text()),
      /**
       * The author only: the template is a task from the marketplace (bought, free or linked),
       * so the material is not for sale (a material published from one before origins were
       * recorded was taken off sale).
       */
      template_not_authored: bool(),
      mine: bool(),
      version: nullable(MaterialVersionSchema),
      versions: arrayOf(MaterialVersionSchema),
      questions_count: int(),
      max_ball: int(),
      /** The preview questions (all of them for the author or an owner). */
      preview: arrayOf(MaterialQuestionSchema),
      ownership: MaterialOwnershipSchema,
      preview_questions: arrayOf(int()),
      /** The files of the material's task and questions: previews for all, downloads for owners. */
      files: arrayOf(MaterialFileSchema),
    },
    ['files'],
  ),
);
export type MaterialPage = Static<typeof MaterialPageSchema>;

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

const facet = <S extends SchemaLike>(value: S) => arrayOf(object({ value, count: int() }));

/** GET /api/materials answer. */
export const MaterialCataloguePageSchema = named(
  'MaterialCataloguePage',
  object({
    items: arrayOf(MaterialCardSchema),
    total: int(),
    page: int(),
    per_page: int(),
    facets: object({
      subject: facet(MaterialSubjectSchema),
      grade: facet(int()),
      exam: facet(MaterialExamSchema),
      price_kind: facet(oneOfValues(['free', 'paid'])),
    }),
  }),
);
export type MaterialCataloguePage = Static<typeof MaterialCataloguePageSchema>;

export const PurchaseStatus = {
  Pending: 'pending',
  Granted: 'granted',
  Refunded: 'refunded',
  Canceled: 'canceled',
} as const;
export type PurchaseStatus = (typeof PurchaseStatus)[keyof typeof PurchaseStatus];

/** A row of GET /api/purchases, and the answer of a free purchase. */
export const PurchaseSchema = named(
  'Purchase',
  object({
    id: RecordId,
    material: object({ id: RecordId, title: text() }),
    status: oneOfValues(Object.values(PurchaseStatus)),
    price: int(),
    task_id: nullable(RecordId),
    version_number: nullable(int()),
    created_at: moment(),
    granted_at: nullable(moment()),
  }),
);
export type Purchase = Static<typeof PurchaseSchema>;

/** POST /api/materials/:id/purchase answer: a paid one goes to the payment page. */
export const PurchaseAnswerSchema = named(
  'PurchaseAnswer',
  oneOf(object({ confirmation_url: text() }), object({ purchase: PurchaseSchema })),
);
export type PurchaseAnswer = Static<typeof PurchaseAnswerSchema>;

/** A review of a material by one of its owners, with the author's one public answer. */
export const MaterialReviewSchema = named(
  'MaterialReview',
  object({
    id: RecordId,
    rating: int({ minimum: 1, maximum: 5 }),
    text: text(),
    reviewer: object({ id: RecordId, first_name: text() }),
    answer: nullable(text()),
    answered_at: nullable(moment()),
    created_at: moment(),
    updated_at: moment(),
    mine: bool(),
  }),
);
export type MaterialReview = Static<typeof MaterialReviewSchema>;

/** POST /api/materials/:id/reviews: the viewer's review, made or changed. */
export interface ReviewInput {
  rating: number;
  text: string;
}

/** POST /api/materials/:id/reviews/:reviewId/answer: the author's answer, once. */
export interface ReviewAnswerInput {
  answer: string;
}
