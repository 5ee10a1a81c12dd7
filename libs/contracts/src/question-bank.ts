import {
  arrayOf,
  bool,
  int,
  moment,
  named,
  nullable,
  object,
  RecordId,
  text,
  type Static,
} from './schema';
import { RubricSchema } from './rubrics';
import { SubjectRefSchema } from './subjects';
import {
  ChoiceOptionSchema,
  QuestionTypeSchema,
  type QuestionType,
  type TaskQuestionInput,
} from './tasks';

/**
 * A question kept in the teacher's bank: the content of a task question (type, text, ball,
 * options…), copied into a task when inserted, so later changes to either stay apart.
 */
export const BankQuestionSchema = named(
  'BankQuestion',
  object(
    {
      id: RecordId,
      subject: nullable(SubjectRefSchema),
      type: QuestionTypeSchema,
      text: text(),
      ball: int(),
      options: arrayOf(ChoiceOptionSchema),
      correct: arrayOf(text()),
      max_files: int(),
      reference_answers: arrayOf(text()),
      /** Checked by rubric: the question's own copy, inserted with it. */
      rubric: RubricSchema,
      created_at: moment(),
    },
    ['options', 'correct', 'max_files', 'reference_answers', 'rubric'],
  ),
);
export type BankQuestion = Static<typeof BankQuestionSchema>;

/** POST /api/question-bank: a question's content as the task editor has it, and its subject. */
export interface BankQuestionInput {
  subject_id: number | null;
  /** The question as in a task body (an `id` is ignored: the bank keeps a copy). */
  question: Omit<TaskQuestionInput, 'id'>;
}

/**
 * The answer of saving: the bank's question, and whether it was there already (the same
 * content saved before, or by a second click: the bank keeps one copy).
 */
export const BankQuestionSavedSchema = named(
  'BankQuestionSaved',
  object({ question: BankQuestionSchema, already_saved: bool() }),
);
export type BankQuestionSaved = Static<typeof BankQuestionSavedSchema>;

/** GET /api/question-bank?q=&type=&subject_id=&page=&per_page= */
export interface BankQuestionQuery {
  /** Words of the question's text (case and ё/е ignored). */
  q?: string;
  type?: QuestionType;
  subject_id?: number;
  page?: number;
  per_page?: number;
}

/** GET /api/question-bank: one page, newest first. */
export const BankQuestionPageSchema = named(
  'BankQuestionPage',
  object({ items: arrayOf(BankQuestionSchema), total: int(), page: int(), per_page: int() }),
);
export type BankQuestionPage = Static<typeof BankQuestionPageSchema>;

export const QUESTION_BANK_LIMITS = {
  perPage: 20,
  perPageMax: 100,
  queryMax: 200,
} as const;
