import type { BankQuestion, BankQuestionInput } from '@tutor/contracts';
import { nextOptionNumber, questionInput, type QuestionDraft } from '../../lib/draft';
import { rubricDraftOf } from '../../rubric/lib/rubric-draft';

/**
 * A bank question as a new question of the form: a copy (no id), so the task and the bank
 * change apart from then on.
 */
export function draftFromBank(question: BankQuestion, key: () => string): QuestionDraft {
  const options = question.options ?? [];
  return {
    key: key(),
    type: question.type,
    text: question.text,
    ball: `${question.ball}`,
    options: options.map((option) => ({ ...option })),
    correct: [...(question.correct ?? [])],
    nextOption: nextOptionNumber(options),
    max_files: `${question.max_files ?? 1}`,
    references: (question.reference_answers ?? []).map((text) => ({ key: key(), text })),
    rubric: rubricDraftOf(question.rubric),
  };
}

/** The body saving a question of the form to the bank, under the task's subject. */
export function bankInputOf(question: QuestionDraft, subjectId: string): BankQuestionInput {
  const { id: _kept, ...content } = questionInput(question);
  return { subject_id: subjectId === '' ? null : Number(subjectId), question: content };
}
