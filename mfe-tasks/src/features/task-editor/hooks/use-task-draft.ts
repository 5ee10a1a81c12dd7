import { useReducer } from 'react';
import type { QuestionType, TaskScale } from '@tutor/contracts';
import type { QuestionDraft, SimpleField, TaskDraft } from '../lib/draft';
import { newKey } from '../lib/keys';
import { questionsReducer, type QuestionAction } from '../lib/questions-reducer';
import { scaleReducer, type FivePointMark, type ScaleAction } from '../lib/scale-reducer';

type DraftAction =
  | { type: 'set'; field: SimpleField; value: TaskDraft[SimpleField] }
  | { type: 'question'; action: QuestionAction }
  | { type: 'scale'; action: ScaleAction }
  | { type: 'reset'; draft: TaskDraft };

function draftReducer(draft: TaskDraft, action: DraftAction): TaskDraft {
  switch (action.type) {
    case 'set':
      return { ...draft, [action.field]: action.value };
    case 'question':
      return { ...draft, questions: questionsReducer(draft.questions, action.action) };
    case 'scale':
      return { ...draft, scale: scaleReducer(draft.scale, action.action) };
    case 'reset':
      return action.draft;
  }
}

/** What the editor's parts call to change the draft. */
export interface DraftActions {
  set: <F extends SimpleField>(field: F, value: TaskDraft[F]) => void;
  question: (action: QuestionAction) => void;
  addQuestion: (questionType: QuestionType) => void;
  insertQuestions: (questions: QuestionDraft[]) => void;
  scale: (action: ScaleAction) => void;
  chooseScale: (scale: TaskScale) => void;
  threshold: (mark: FivePointMark, value: string) => void;
  addMark: () => void;
  reset: (draft: TaskDraft) => void;
}

/** The task form's state: one reducer, with the actions its parts need. */
export function useTaskDraft(initial: () => TaskDraft): [TaskDraft, DraftActions] {
  const [draft, dispatch] = useReducer(draftReducer, undefined, initial);
  const actions: DraftActions = {
    set: (field, value) => dispatch({ type: 'set', field, value }),
    question: (action) => dispatch({ type: 'question', action }),
    addQuestion: (questionType) =>
      dispatch({ type: 'question', action: { type: 'add', questionType, key: newKey() } }),
    insertQuestions: (questions) =>
      dispatch({ type: 'question', action: { type: 'insert', questions } }),
    scale: (action) => dispatch({ type: 'scale', action }),
    chooseScale: (scale) =>
      dispatch({ type: 'scale', action: { type: 'choose', scale, key: newKey() } }),
    threshold: (mark, value) =>
      dispatch({ type: 'scale', action: { type: 'threshold', mark, value } }),
    addMark: () => dispatch({ type: 'scale', action: { type: 'add_mark', key: newKey() } }),
    reset: (next) => dispatch({ type: 'reset', draft: next }),
  };
  return [draft, actions];
}
