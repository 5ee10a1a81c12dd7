import { isChoiceQuestion, QuestionType, TASK_LIMITS, type ChoiceOption } from '@tutor/contracts';
import type { QuestionDraft } from './draft';
import { rubricBall, type RubricDraft } from '../rubric/lib/rubric-draft';

export type QuestionAction =
  | { type: 'add'; questionType: QuestionType; key: string }
  /** Copies from the question bank, at the end, as far as the task has room. */
  | { type: 'insert'; questions: QuestionDraft[] }
  | {
      type: 'edit';
      index: number;
      patch: Partial<Pick<QuestionDraft, 'text' | 'ball' | 'max_files' | 'attachments' | 'images'>>;
    }
  | { type: 'add_reference'; index: number; key: string }
  | { type: 'edit_reference'; index: number; key: string; text: string }
  | { type: 'remove_reference'; index: number; key: string }
  | { type: 'move'; index: number; by: -1 | 1 }
  | { type: 'remove'; index: number }
  | { type: 'add_option'; index: number }
  | { type: 'edit_option'; index: number; optionId: string; text: string }
  | { type: 'remove_option'; index: number; optionId: string }
  | { type: 'mark_correct'; index: number; optionId: string; correct: boolean }
  /** Sets or removes the question's rubric; its ball follows the rubric's total. */
  | { type: 'rubric'; index: number; rubric: RubricDraft | null };

/**
 * A new option gets the question's next id (o1, o2…): ids of kept options never change and
 * a removed option's id is not given to another text while the editor is open.
 */
function withOption(question: QuestionDraft): QuestionDraft {
  const option: ChoiceOption = { id: `o${question.nextOption}`, text: '' };
  return {
    ...question,
    options: [...question.options, option],
    nextOption: question.nextOption + 1,
  };
}

function newQuestion(type: QuestionType, key: string): QuestionDraft {
  let question: QuestionDraft = {
    key,
    type,
    text: '',
    ball: '1',
    options: [],
    correct: [],
    nextOption: 1,
    max_files: '1',
    references: type === QuestionType.Formula ? [{ key: `${key}-reference`, text: '' }] : [],
  };
  if (isChoiceQuestion(type)) {
    while (question.options.length < TASK_LIMITS.choiceOptionsMin) question = withOption(question);
  }
  return question;
}

function correctAfterMark(question: QuestionDraft, optionId: string, correct: boolean): string[] {
  if (question.type === QuestionType.SingleChoice) return correct ? [optionId] : [];
  const others = question.correct.filter((id) => id !== optionId);
  return correct ? [...others, optionId] : others;
}

function editQuestion(question: QuestionDraft, action: QuestionAction): QuestionDraft {
  switch (action.type) {
    case 'edit':
      return { ...question, ...action.patch };
    case 'add_option':
      return withOption(question);
    case 'edit_option':
      return {
        ...question,
        options: question.options.map((option) =>
          option.id === action.optionId ? { ...option, text: action.text } : option,
        ),
      };
    case 'remove_option':
      return {
        ...question,
        options: question.options.filter((option) => option.id !== action.optionId),
        correct: question.correct.filter((id) => id !== action.optionId),
      };
    case 'mark_correct':
      return { ...question, correct: correctAfterMark(question, action.optionId, action.correct) };
    case 'add_reference':
      return question.references.length >= TASK_LIMITS.referenceAnswersMax
        ? question
        : { ...question, references: [...question.references, { key: action.key, text: '' }] };
    case 'edit_reference':
      return {
        ...question,
        references: question.references.map((answer) =>
          answer.key === action.key ? { ...answer, text: action.text } : answer,
        ),
      };
    case 'remove_reference':
      return {
        ...question,
        references: question.references.filter((answer) => answer.key !== action.key),
      };
    case 'rubric':
      return action.rubric
        ? { ...question, rubric: action.rubric, ball: String(rubricBall(action.rubric)) }
        : { ...question, rubric: null };
    case 'add':
    case 'insert':
    case 'move':
    case 'remove':
      return question;
  }
}

export function questionsReducer(
  questions: QuestionDraft[],
  action: QuestionAction,
): QuestionDraft[] {
  switch (action.type) {
    case 'add':
      return [...questions, newQuestion(action.questionType, action.key)];
    case 'insert':
      return [
        ...questions,
        ...action.questions.slice(0, Math.max(0, TASK_LIMITS.questionsMax - questions.length)),
      ];
    case 'move': {
      const target = action.index + action.by;
      const moving = questions[action.index];
      if (moving === undefined || target < 0 || target >= questions.length) return questions;
      const next = questions.filter((_, index) => index !== action.index);
      next.splice(target, 0, moving);
      return next;
    }
    case 'remove':
      return questions.filter((_, index) => index !== action.index);
    case 'edit':
    case 'add_option':
    case 'edit_option':
    case 'remove_option':
    case 'mark_correct':
    case 'add_reference':
    case 'edit_reference':
    case 'remove_reference':
    case 'rubric':
      return questions.map((question, index) =>
        index === action.index ? editQuestion(question, action) : question,
      );
  }
}
