import katex from 'katex';
import { QuestionType, isChoiceQuestion } from '@tutor/contracts';
import type { TaskQuestionDto } from '../dto/task-question.dto';
import { TasksErrorCode, TasksException } from '../tasks.errors';

/** One `$…$` or `$$…$$` of a text, as the pages split it (`\$` is a literal dollar). */
export interface TexPart {
  tex: string;
  display: boolean;
}

/**
 * The formulas of a text: `$$…$$` display, `$…$` inline; `\$` is a dollar sign. An opening
 * dollar without its closing one is plain text (the same rule as @tutor/ui's MathText).
 */
export function formulasOf(text: string): TexPart[] {
  const found: TexPart[] = [];
  let i = 0;
  while (i < text.length) {
    const char = text[i];
    if (char === '\\' && text[i + 1] === '$') {
      i += 2;
      continue;
    }
    if (char !== '$') {
      i += 1;
      continue;
    }
    const display = text[i + 1] === '$';
    const open = display ? 2 : 1;
    const close = closingDollar(text, i + open, display);
    if (close === -1) {
      i += open;
      continue;
    }
    found.push({ tex: text.slice(i + open, close), display });
    i = close + open;
  }
  return found;
}

/** Where the closing `$` (or `$$`) is, skipping `\$`; -1 without one. */
function closingDollar(text: string, from: number, display: boolean): number {
  for (let j = from; j < text.length; j += 1) {
    if (text[j] === '\\') {
      j += 1;
      continue;
    }
    if (text[j] === '$' && (!display || text[j + 1] === '$')) return j;
  }
  return -1;
}

/** KaTeX's message of the first formula that does not parse, or null when all do. */
export function formulaProblem(text: string): string | null {
  for (const { tex, display } of formulasOf(text)) {
    if (tex.trim() === '') continue;
    try {
      katex.renderToString(tex, { throwOnError: true, displayMode: display, strict: 'ignore' });
    } catch (error) {
      if (error instanceof katex.ParseError) {
        return error.rawMessage;
      }
      return error instanceof Error ? error.message : String(error);
    }
  }
  return null;
}

/** The texts of a question that may hold formulas, by their field paths. */
function textsOf(question: TaskQuestionDto, path: string): [string, string][] {
  const texts: [string, string][] = [];
  if (typeof question.text === 'string') texts.push([`${path}.text`, question.text]);
  if (isChoiceQuestion(question.type)) {
    (question.options ?? []).forEach((option, index) => {
      if (typeof option?.text === 'string')
        texts.push([`${path}.options.${index}.text`, option.text]);
    });
  }
  if (question.type === QuestionType.ShortText) {
    (question.reference_answers ?? []).forEach((answer, index) => {
      if (typeof answer === 'string') texts.push([`${path}.reference_answers.${index}`, answer]);
    });
  }
  return texts;
}

/**
 * Refuses the first question text, option or reference answer holding a formula KaTeX
 * cannot read: 422 at that field with KaTeX's message. Checked once the rest of the body is
 * valid, as the sum of the balls is (the message carries KaTeX's words, a parameter the
 * DTO's field errors have no room for).
 */
export function assertFormulasParse(questions: readonly TaskQuestionDto[], prefix: string): void {
  questions.forEach((question, index) => {
    const path = prefix === 'question' ? prefix : `${prefix}.${index}`;
    for (const [field, text] of textsOf(question, path)) {
      const problem = formulaProblem(text);
      if (problem !== null) {
        throw new TasksException(TasksErrorCode.FormulaUnreadable, {
          field,
          params: { message: problem },
        });
      }
    }
  });
}
