import type { AnswerValue } from '@tutor/contracts';

/** Whether a value counts as an answer: not empty text, choices, files or link. */
export function isAnswered(value: AnswerValue | null | undefined): boolean {
  if (!value) return false;
  if ('text' in value) return value.text.trim() !== '';
  if ('choice_ids' in value) return value.choice_ids.length > 0;
  if ('file_ids' in value) return value.file_ids.length > 0;
  if ('link' in value) return value.link.trim() !== '';
  return true;
}
