import type { AnswerValue, StoredFileRef, WorkAnswer } from '@tutor/contracts';

/** What the page holds per question: the value sent to the API and, for files, its ref. */
export interface AnswerState {
  value: AnswerValue | null;
  /** The first file (audio answers hold one). */
  file?: StoredFileRef;
  /** File answers: every file, in order. */
  files?: StoredFileRef[];
}

export type AnswersByQuestion = Record<number, AnswerState>;

export function answersByQuestion(answers: WorkAnswer[]): AnswersByQuestion {
  const result: AnswersByQuestion = {};
  for (const answer of answers) {
    result[answer.question_id] = {
      value: answer.value,
      file: answer.file,
      files: answer.files ?? (answer.file ? [answer.file] : []),
    };
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

/** The files of a file answer, whether it came with `files` or only the older `file`. */
export function filesOf(answer: { file?: StoredFileRef; files?: StoredFileRef[] } | undefined) {
  return answer?.files ?? (answer?.file ? [answer.file] : []);
}
