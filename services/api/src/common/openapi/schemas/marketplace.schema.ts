import {
  MATERIAL_ACCESSES,
  MATERIAL_EXAMS,
  MATERIAL_SUBJECTS,
  PurchaseStatus,
} from '@tutor/contracts';
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
  text,
  type SchemaLike,
} from '../json-schema';
import { RecordId } from './common.schema';
import { ChoiceOptionSchema, QuestionTypeSchema } from './tasks.schema';

export const MaterialSubjectSchema = named('MaterialSubject', oneOfValues(MATERIAL_SUBJECTS));
export const MaterialExamSchema = named('MaterialExam', oneOfValues(MATERIAL_EXAMS));
export const MaterialAccessSchema = named('MaterialAccess', oneOfValues(MATERIAL_ACCESSES));

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
    },
    ['options', 'correct', 'max_files', 'reference_answers'],
  ),
);

export const MaterialVersionSchema = named(
  'MaterialVersion',
  object({ id: RecordId, number: int(), changelog: text(), created_at: moment() }),
);

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

export const MaterialCardSchema = named('MaterialCard', object(cardProperties));

export const MaterialOwnershipSchema = named(
  'MaterialOwnership',
  object({
    owned: bool(),
    task_id: nullable(RecordId),
    version_number: nullable(int()),
    update_available: nullable(int()),
    updates_until: nullable(moment()),
    refundable: bool(),
    pending: bool(),
    can_review: bool(),
  }),
);

export const MaterialPageSchema = named(
  'MaterialPage',
  object({
    ...cardProperties,
    description: text(),
    template_id: nullable(RecordId),
    share_url: nullable(text()),
    template_not_authored: bool(),
    mine: bool(),
    version: nullable(MaterialVersionSchema),
    versions: arrayOf(MaterialVersionSchema),
    questions_count: int(),
    max_ball: int(),
    preview: arrayOf(MaterialQuestionSchema),
    ownership: MaterialOwnershipSchema,
    preview_questions: arrayOf(int()),
  }),
);

const facet = (value: SchemaLike) => arrayOf(object({ value, count: int() }));

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

export const PurchaseAnswerSchema = named(
  'PurchaseAnswer',
  oneOf(object({ confirmation_url: text() }), object({ purchase: PurchaseSchema })),
);

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
