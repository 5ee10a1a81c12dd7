import {
  ANSWER_TEXT_MAX,
  QuestionType,
  isChoiceQuestion,
  normalizeShortAnswer,
  videoEmbedUrl,
  type AnswerValue,
} from '@tutor/contracts';
import type { MessageParams } from '../../i18n/messages';
import { WorksErrorCode } from '../works.errors';
import type { TaskQuestion } from '../../tasks/task-question.entity';
import { MAX_RECORD_ID } from '../../common/http/route-id.decorator';
import { formulaBall } from '../check/formula-answers';

const LINK_MAX = 2048;

/** The files an answer names, in its order: `{ file_ids }`, or the older `{ file_id }`. */
export function fileIdsOf(value: AnswerValue | null): number[] {
  if (value === null) return [];
  if ('file_ids' in value) return value.file_ids;
  if ('file_id' in value) return [value.file_id];
  return [];
}

export const linkOf = (value: AnswerValue | null): string | undefined =>
  value !== null && 'link' in value ? value.link : undefined;

const choiceIdsOf = (value: AnswerValue | null): string[] =>
  value !== null && 'choice_ids' in value ? value.choice_ids : [];

/** Short text with reference answers: the full ball on a match (normalised), else 0. */
function shortTextBall(question: TaskQuestion, value: AnswerValue | null): number | null {
  const references = question.referenceAnswers ?? [];
  if (references.length === 0) return null;
  const text = value !== null && 'text' in value ? normalizeShortAnswer(value.text) : '';
  const match = text !== '' && references.some((ref) => normalizeShortAnswer(ref) === text);
  return match ? question.ball : 0;
}

/**
 * The automatic ball: choice questions get the full ball when the chosen set is the
 * correct set, short-text questions with reference answers when one matches, formula
 * questions when the answer equals a reference by value (`formulaBall`); else 0.
 * Other questions (and short text without references) are checked by the teacher: null.
 */
export function automaticBall(question: TaskQuestion, value: AnswerValue | null): number | null {
  if (question.type === QuestionType.ShortText) return shortTextBall(question, value);
  if (question.type === QuestionType.Formula) return formulaBall(question, value);
  if (!isChoiceQuestion(question.type)) return null;
  const chosen = new Set(choiceIdsOf(value));
  const correct = new Set(question.correct ?? []);
  const same = chosen.size === correct.size && [...correct].every((id) => chosen.has(id));
  return same ? question.ball : 0;
}

export type ReadAnswer =
  { value: AnswerValue | null } | { refusal: WorksErrorCode; params?: MessageParams };

const invalid: ReadAnswer = { refusal: WorksErrorCode.AnswerInvalid };

function field(raw: unknown, name: string): unknown {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
  return (raw as Record<string, unknown>)[name];
}

function readText(raw: unknown): ReadAnswer {
  const text = field(raw, 'text');
  if (typeof text !== 'string') return invalid;
  if (text.length > ANSWER_TEXT_MAX) {
    return { refusal: WorksErrorCode.AnswerTooLong, params: { max: ANSWER_TEXT_MAX } };
  }
  return { value: { text } };
}

function readChoice(question: TaskQuestion, raw: unknown): ReadAnswer {
  const ids = field(raw, 'choice_ids');
  if (!Array.isArray(ids) || !ids.every((id): id is string => typeof id === 'string')) {
    return invalid;
  }
  const options = new Set((question.options ?? []).map((option) => option.id));
  if (!ids.every((id) => options.has(id)) || new Set(ids).size !== ids.length) {
    return { refusal: WorksErrorCode.AnswerOptionUnknown };
  }
  if (question.type === QuestionType.SingleChoice && ids.length > 1) {
    return { refusal: WorksErrorCode.AnswerSingleChoice };
  }
  return { value: { choice_ids: ids } };
}

const isRecordId = (id: unknown): id is number =>
  Number.isSafeInteger(id) && (id as number) >= 1 && (id as number) <= MAX_RECORD_ID;

/**
 * `{ file_ids: [...] }` (or the older `{ file_id }`), stored as `{ file_ids }`: at most the
 * question's max_files (audio: one), no repeats; an empty list clears the answer.
 */
function readFiles(question: TaskQuestion, raw: unknown): ReadAnswer {
  const one = field(raw, 'file_id');
  const many = field(raw, 'file_ids');
  if (one !== undefined && many !== undefined) return invalid;
  const ids = one !== undefined ? [one] : many;
  if (!Array.isArray(ids) || !ids.every(isRecordId)) return invalid;
  if (ids.length === 0) return { value: null };
  const max = question.type === QuestionType.File ? Math.max(1, question.maxFiles) : 1;
  if (ids.length > max) return { refusal: WorksErrorCode.AnswerFilesMax, params: { max } };
  if (new Set(ids).size !== ids.length) return { refusal: WorksErrorCode.AnswerFileRepeated };
  return { value: { file_ids: ids } };
}

function readLink(raw: unknown): ReadAnswer {
  const link = field(raw, 'link');
  if (typeof link !== 'string') return invalid;
  if (link.length > LINK_MAX || videoEmbedUrl(link) === null) {
    return { refusal: WorksErrorCode.VideoLink };
  }
  return { value: { link: link.trim() } };
}

/**
 * An answer's value as the body gave it, checked against its question's type (the file's
 * owner is checked by the caller). null clears the answer.
 */
export function readAnswerValue(question: TaskQuestion, raw: unknown): ReadAnswer {
  if (raw === null) return { value: null };
  switch (question.type) {
    case QuestionType.ShortText:
    case QuestionType.Formula:
    case QuestionType.LongText:
      return readText(raw);
    case QuestionType.SingleChoice:
    case QuestionType.MultipleChoice:
      return readChoice(question, raw);
    case QuestionType.File:
    case QuestionType.Audio:
      return readFiles(question, raw);
    case QuestionType.VideoLink:
      return readLink(raw);
  }
}
