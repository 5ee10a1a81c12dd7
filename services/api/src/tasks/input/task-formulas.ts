import katex from 'katex';
import {
  QuestionType,
  formulaSyntaxProblem,
  hasReferenceAnswers,
  isChoiceQuestion,
  splitMathText,
} from '@tutor/contracts';
import { ValidationError } from 'class-validator';
import type { MessageKey, MessageParams } from '../../i18n/messages';
import { isSound } from '../dto/first-failure';
import type { TaskQuestionDto } from '../dto/task-question.dto';

/** KaTeX's message for TeX (without `$`) it cannot read, or null. */
export function texProblem(tex: string, display = false): string | null {
  try {
    katex.renderToString(tex, { throwOnError: true, displayMode: display, strict: 'ignore' });
    return null;
  } catch (error) {
    if (error instanceof katex.ParseError) return error.rawMessage;
    return error instanceof Error ? error.message : String(error);
  }
}

/**
 * KaTeX's message of the first formula (split as the pages split it, `splitMathText`) that
 * does not parse, or null when all do.
 */
export function formulaProblem(text: string): string | null {
  for (const part of splitMathText(text)) {
    if (part.kind !== 'math') continue;
    const problem = texProblem(part.tex, part.display);
    if (problem !== null) return problem;
  }
  return null;
}

/**
 * Why a formula question's reference answer (TeX, `$` around it allowed) is refused: KaTeX
 * cannot render it or the check cannot evaluate it; null when both can.
 */
export function referenceFormulaProblem(answer: string): string | null {
  const tex = answer.trim().replace(/^\$\$?([^]*?)\$\$?$/, '$1');
  return texProblem(tex) ?? formulaSyntaxProblem(tex);
}

/** A refusal at `path`, in class-validator's shape, its message filled with `params`. */
function refusal(
  path: string,
  value: unknown,
  rule: MessageKey,
  params: MessageParams = {},
): ValidationError {
  const error = new ValidationError();
  error.property = path;
  error.value = value;
  error.constraints = { isFormula: rule };
  error.contexts = { isFormula: { rule, params } };
  error.children = [];
  return error;
}

/** A list of the body as it came: anything but an array holds nothing (the DTO refuses it). */
const listOf = <T>(value: readonly T[] | null | undefined): readonly T[] =>
  Array.isArray(value) ? (value as readonly T[]) : [];

/** The texts of a question that may hold `$…$` formulas, by their field paths. */
function textsOf(question: TaskQuestionDto, path: string): [string, string][] {
  const texts: [string, string][] = [];
  if (typeof question.text === 'string') texts.push([`${path}.text`, question.text]);
  if (isChoiceQuestion(question.type)) {
    listOf(question.options).forEach((option, index) => {
      if (typeof option === 'object' && typeof option?.text === 'string')
        texts.push([`${path}.options.${index}.text`, option.text]);
    });
  }
  if (question.type === QuestionType.ShortText) {
    listOf(question.reference_answers).forEach((answer, index) => {
      if (typeof answer === 'string') texts.push([`${path}.reference_answers.${index}`, answer]);
    });
  }
  return texts;
}

/** A formula question: at least one reference answer, each a formula both sides can read. */
function referenceFormulaRules(
  question: TaskQuestionDto,
  path: string,
  refused: readonly string[],
): ValidationError[] {
  const field = `${path}.reference_answers`;
  if (question.type !== QuestionType.Formula || !isSound(refused, field)) return [];
  const answers = listOf(question.reference_answers);
  if (answers.length === 0) {
    return [refusal(field, answers, 'tasks.formula_reference_required')];
  }
  return answers.flatMap((answer, index) => {
    const problem = referenceFormulaProblem(answer);
    return problem === null
      ? []
      : [refusal(`${field}.${index}`, answer, 'tasks.formula_unreadable', { message: problem })];
  });
}

/**
 * The formulas of a question, in the same 422 as its other fields: a `$…$` of its text,
 * options or short-text reference answers that KaTeX cannot read (at that field, with
 * KaTeX's message), and a formula question's reference answers.
 */
export function formulaRules(
  question: TaskQuestionDto,
  path: string,
  refused: readonly string[],
): ValidationError[] {
  const errors = textsOf(question, path).flatMap(([field, text]) => {
    if (!isSound(refused, field)) return [];
    const problem = formulaProblem(text);
    return problem === null
      ? []
      : [refusal(field, text, 'tasks.formula_unreadable', { message: problem })];
  });
  if (hasReferenceAnswers(question.type)) {
    errors.push(...referenceFormulaRules(question, path, refused));
  }
  return errors;
}
