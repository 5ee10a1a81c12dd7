import {
  ANSWER_TEXT_MAX,
  QuestionType,
  isChoiceQuestion,
  videoEmbedUrl,
  type AnswerValue,
} from '@tutor/contracts';
import type { MessageKey, MessageParams } from '../i18n/messages';
import type { TaskQuestion } from '../tasks/task-question.entity';
import { MAX_RECORD_ID } from '../common/http/route-id.decorator';

const LINK_MAX = 2048;

export const fileIdOf = (value: AnswerValue | null): number | undefined =>
  value !== null && 'file_id' in value ? value.file_id : undefined;

export const linkOf = (value: AnswerValue | null): string | undefined =>
  value !== null && 'link' in value ? value.link : undefined;

const choiceIdsOf = (value: AnswerValue | null): string[] =>
  value !== null && 'choice_ids' in value ? value.choice_ids : [];

/** Choice questions: the full ball when the chosen set is the correct set, else 0. */
export function automaticBall(question: TaskQuestion, value: AnswerValue | null): number | null {
  if (!isChoiceQuestion(question.type)) return null;
  const chosen = new Set(choiceIdsOf(value));
  const correct = new Set(question.correct ?? []);
  const same = chosen.size === correct.size && [...correct].every((id) => chosen.has(id));
  return same ? question.ball : 0;
}

export type ReadAnswer =
  { value: AnswerValue | null } | { refusal: MessageKey; params?: MessageParams };

const invalid: ReadAnswer = { refusal: 'works.answer_invalid' };

function field(raw: unknown, name: string): unknown {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
  return (raw as Record<string, unknown>)[name];
}

function readText(raw: unknown): ReadAnswer {
  const text = field(raw, 'text');
  if (typeof text !== 'string') return invalid;
  if (text.length > ANSWER_TEXT_MAX) {
    return { refusal: 'works.answer_too_long', params: { max: ANSWER_TEXT_MAX } };
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
    return { refusal: 'works.answer_option_unknown' };
  }
  if (question.type === QuestionType.SingleChoice && ids.length > 1) {
    return { refusal: 'works.answer_single_choice' };
  }
  return { value: { choice_ids: ids } };
}

function readFile(raw: unknown): ReadAnswer {
  const id = field(raw, 'file_id');
  return Number.isSafeInteger(id) && (id as number) >= 1 && (id as number) <= MAX_RECORD_ID
    ? { value: { file_id: id as number } }
    : invalid;
}

function readLink(raw: unknown): ReadAnswer {
  const link = field(raw, 'link');
  if (typeof link !== 'string') return invalid;
  if (link.length > LINK_MAX || videoEmbedUrl(link) === null) {
    return { refusal: 'works.video_link' };
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
    case QuestionType.LongText:
      return readText(raw);
    case QuestionType.SingleChoice:
    case QuestionType.MultipleChoice:
      return readChoice(question, raw);
    case QuestionType.File:
    case QuestionType.Audio:
      return readFile(raw);
    case QuestionType.VideoLink:
      return readLink(raw);
  }
}
