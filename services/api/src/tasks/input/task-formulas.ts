import katex from 'katex';
import { QuestionType, isChoiceQuestion, splitMathText } from '@tutor/contracts';
import type { TaskQuestionDto } from '../dto/task-question.dto';
import { TasksErrorCode, TasksException } from '../tasks.errors';

/**
 * KaTeX's message of the first formula (split as the pages split it, `splitMathText`) that
 * does not parse, or null when all do.
 */
export function formulaProblem(text: string): string | null {
  for (const part of splitMathText(text)) {
    if (part.kind !== 'math') continue;
    const { tex, display } = part;
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
