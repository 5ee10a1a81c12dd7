import type { AnswerValue, StoredFileRef, WorkAnswer } from '@tutor/contracts';

/** What the page holds per question: the value sent to the API and, for files, its ref. */
export interface AnswerState {
  value: AnswerValue | null;
  file?: StoredFileRef;
}

export type AnswersByQuestion = Record<number, AnswerState>;

export function answersByQuestion(answers: WorkAnswer[]): AnswersByQuestion {
  const result: AnswersByQuestion = {};
  for (const answer of answers) {
    result[answer.question_id] = { value: answer.value, file: answer.file };
  }
  return result;
}

export function textOf(value: AnswerValue | null | undefined): string {
  return value && 'text' in value ? value.text : '';
}

export function choicesOf(value: AnswerValue | null | undefined): string[] {
  return value && 'choice_ids' in value ? value.choice_ids : [];
}

export function linkOf(value: AnswerValue | null | undefined): string {
  return value && 'link' in value ? value.link : '';
}
