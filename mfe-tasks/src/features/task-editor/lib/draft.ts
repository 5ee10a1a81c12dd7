import {
  isChoiceQuestion,
  QuestionType,
  hasReferenceAnswers,
  type ChoiceOption,
  type Task,
  type TaskInput,
  type TaskQuestionInput,
} from '@tutor/contracts';
import { fromLocalInput, toLocalInput } from '../../../shared/lib/dates';
import { newKey } from './keys';
import { num } from './numbers';
import { emptyScale, scaleDraft, scaleInput, type ScaleDraft } from './scale-draft';
import {
  rubricBall,
  rubricDraftOf,
  rubricInputOf,
  type RubricDraft,
} from '../rubric/lib/rubric-draft';
import { attachmentIds, draftFiles, type DraftFile } from '../files/lib/draft-files';

/**
 * The editor's form state. Number inputs keep their text (so a field can be empty while
 * typing) and become numbers in toTaskInput; `key`s are client-side list keys.
 */
export interface QuestionDraft {
  key: string;
  /** Kept from the stored question, so its answers stay linked on PUT. */
  id?: number;
  type: QuestionType;
  text: string;
  ball: string;
  options: ChoiceOption[];
  correct: string[];
  /** The number of the next option id, o<n>. */
  nextOption: number;
  /** File questions: how many files an answer may hold (text of a number input). */
  max_files: string;
  /** Short-text questions: accepted answers, each with a client-side list key. */
  references: ReferenceDraft[];
  /** Checked by rubric: the ball is then the rubric's total. Absent or null: none. */
  rubric?: RubricDraft | null;
  /** The files listed under the question; absent while it never had any. */
  attachments?: DraftFile[];
  /** Image files its text and options name, known to preview them (never sent). */
  images?: DraftFile[];
}

export interface ReferenceDraft {
  key: string;
  text: string;
}

export const FLAGS = [
  'only_new',
  'can_repeated',
  'show_answers',
  'post_deadline_allowed',
  'allow_question_copy',
] as const;
export type Flag = (typeof FLAGS)[number];

export interface TaskDraft extends Record<Flag, boolean> {
  title: string;
  /** '' means no subject. */
  subject_id: string;
  questions: QuestionDraft[];
  criteria: string;
  timer_minutes: string;
  /** datetime-local values; '' means none. */
  deadline: string;
  delay_at: string;
  scale: ScaleDraft;
  decision: string;
  /** The files of the task as a whole; absent while it never had any. */
  attachments?: DraftFile[];
}

/** Fields a plain input edits directly. */
export type SimpleField = Exclude<keyof TaskDraft, 'questions' | 'scale'>;

export function emptyDraft(): TaskDraft {
  return {
    title: '',
    subject_id: '',
    questions: [],
    criteria: '',
    timer_minutes: '0',
    deadline: '',
    delay_at: '',
    only_new: false,
    can_repeated: false,
    show_answers: false,
    post_deadline_allowed: false,
    allow_question_copy: true,
    scale: emptyScale(),
    decision: '',
  };
}

/** Past the highest o<n> id a stored question has. */
export function nextOptionNumber(options: ChoiceOption[]): number {
  const numbers = options.map((option) => Number(/^o(\d+)$/.exec(option.id)?.[1] ?? 0));
  return Math.max(0, ...numbers) + 1;
}

export function draftFromTask(task: Task): TaskDraft {
  const flags = Object.fromEntries(FLAGS.map((flag) => [flag, task[flag]])) as Record<
    Flag,
    boolean
  >;
  return {
    ...flags,
    title: task.title,
    subject_id: task.subject_id === null ? '' : `${task.subject_id}`,
    questions: [...task.questions]
      .sort((a, b) => a.position - b.position)
      .map((question) => ({
        key: newKey(),
        id: question.id,
        type: question.type,
        text: question.text,
        ball: `${question.ball}`,
        options: question.options ?? [],
        correct: question.correct ?? [],
        nextOption: nextOptionNumber(question.options ?? []),
        max_files: `${question.max_files ?? 1}`,
        references: (question.reference_answers ?? []).map((text) => ({ key: newKey(), text })),
        rubric: rubricDraftOf(question.rubric),
        attachments: draftFiles(question.attachments),
        images: draftFiles(question.images),
      })),
    criteria: task.criteria,
    timer_minutes: `${task.timer_minutes}`,
    deadline: toLocalInput(task.deadline),
    delay_at: toLocalInput(task.delay_at),
    scale: scaleDraft(task.scale),
    decision: task.decision,
    attachments: draftFiles(task.attachments),
  };
}

export function maxBallOf(draft: TaskDraft): number {
  return draft.questions.reduce((sum, question) => sum + num(question.ball), 0);
}

/** A question of the form as the API takes it (a task's body, the question bank). */
export function questionInput(question: QuestionDraft): TaskQuestionInput {
  const input: TaskQuestionInput = {
    ...(question.id === undefined ? {} : { id: question.id }),
    type: question.type,
    text: question.text,
    ball: question.rubric ? rubricBall(question.rubric) : num(question.ball),
    ...(question.rubric ? { rubric: rubricInputOf(question.rubric) } : {}),
    ...attachmentIds(question.attachments),
  };
  if (question.type === QuestionType.File) return { ...input, max_files: num(question.max_files) };
  if (hasReferenceAnswers(question.type)) {
    return { ...input, reference_answers: question.references.map((answer) => answer.text) };
  }
  if (!isChoiceQuestion(question.type)) return input;
  const ids = question.options.map((option) => option.id);
  return {
    ...input,
    options: question.options,
    correct: question.correct.filter((id) => ids.includes(id)),
  };
}

/** The POST/PUT body: max_ball is the sum of the balls, times are epoch ms or null. */
export function toTaskInput(draft: TaskDraft): TaskInput {
  const flags = Object.fromEntries(FLAGS.map((flag) => [flag, draft[flag]])) as Record<
    Flag,
    boolean
  >;
  return {
    title: draft.title,
    subject_id: draft.subject_id === '' ? null : Number(draft.subject_id),
    questions: draft.questions.map(questionInput),
    max_ball: maxBallOf(draft),
    criteria: draft.criteria,
    timer_minutes: num(draft.timer_minutes),
    deadline: fromLocalInput(draft.deadline),
    delay_at: fromLocalInput(draft.delay_at),
    ...flags,
    scale: scaleInput(draft.scale),
    decision: draft.decision,
    ...attachmentIds(draft.attachments),
  };
}
