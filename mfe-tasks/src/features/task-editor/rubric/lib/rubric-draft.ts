import { RUBRIC_LIMITS, rubricMaxPoints, type Rubric } from '@tutor/contracts';
import { num } from '../../lib/numbers';

/** A level as the form holds it: points as typed. */
export interface LevelDraft {
  id: string;
  title: string;
  points: string;
}

export interface CriterionDraft {
  id: string;
  title: string;
  levels: LevelDraft[];
}

/** A question's rubric in the form; `next` numbers new ids (c<n>, l<n>) so none repeats. */
export interface RubricDraft {
  title: string;
  criteria: CriterionDraft[];
  next: number;
}

const numberOf = (id: string): number => Number(/^[cl](\d+)$/.exec(id)?.[1] ?? 0);

function newLevel(id: string, points: number): LevelDraft {
  return { id, title: '', points: String(points) };
}

function newCriterion(next: number): { criterion: CriterionDraft; next: number } {
  return {
    criterion: {
      id: `c${next}`,
      title: '',
      levels: [newLevel(`l${next + 1}`, 0), newLevel(`l${next + 2}`, 1)],
    },
    next: next + 3,
  };
}

/** A fresh rubric: one criterion of two levels (0 and 1 point). */
export function emptyRubric(title = ''): RubricDraft {
  const { criterion, next } = newCriterion(1);
  return { title, criteria: [criterion], next };
}

/** A stored rubric (a question's or the library's) as the form edits it. */
export function rubricDraftOf(rubric: Rubric | null | undefined): RubricDraft | null {
  if (!rubric) return null;
  const ids = rubric.criteria.flatMap((c) => [c.id, ...c.levels.map((l) => l.id)]);
  return {
    title: rubric.title,
    criteria: rubric.criteria.map((criterion) => ({
      id: criterion.id,
      title: criterion.title,
      levels: criterion.levels.map((level) => ({ ...level, points: String(level.points) })),
    })),
    next: Math.max(0, ...ids.map(numberOf)) + 1,
  };
}

/** The rubric as the API takes it. */
export function rubricInputOf(draft: RubricDraft): Rubric {
  return {
    title: draft.title,
    criteria: draft.criteria.map((criterion) => ({
      id: criterion.id,
      title: criterion.title,
      levels: criterion.levels.map((level) => ({ ...level, points: num(level.points) })),
    })),
  };
}

/** The question's ball with this rubric: each criterion's highest level. */
export const rubricBall = (draft: RubricDraft): number => rubricMaxPoints(rubricInputOf(draft));

export type RubricEdit =
  | { type: 'title'; title: string }
  | { type: 'add_criterion' }
  | { type: 'remove_criterion'; criterion: string }
  | { type: 'criterion_title'; criterion: string; title: string }
  | { type: 'add_level'; criterion: string }
  | { type: 'remove_level'; criterion: string; level: string }
  | { type: 'level'; criterion: string; level: string; patch: Partial<Omit<LevelDraft, 'id'>> };

function editCriterion(
  draft: RubricDraft,
  id: string,
  change: (criterion: CriterionDraft) => CriterionDraft,
): RubricDraft {
  return { ...draft, criteria: draft.criteria.map((c) => (c.id === id ? change(c) : c)) };
}

/** One change of the rubric block, within the limits (criteria ≤ 10, levels 2..6). */
export function editRubric(draft: RubricDraft, edit: RubricEdit): RubricDraft {
  switch (edit.type) {
    case 'title':
      return { ...draft, title: edit.title };
    case 'add_criterion': {
      if (draft.criteria.length >= RUBRIC_LIMITS.criteriaMax) return draft;
      const { criterion, next } = newCriterion(draft.next);
      return { ...draft, criteria: [...draft.criteria, criterion], next };
    }
    case 'remove_criterion':
      if (draft.criteria.length <= RUBRIC_LIMITS.criteriaMin) return draft;
      return { ...draft, criteria: draft.criteria.filter((c) => c.id !== edit.criterion) };
    case 'criterion_title':
      return editCriterion(draft, edit.criterion, (c) => ({ ...c, title: edit.title }));
    case 'add_level':
      return {
        ...editCriterion(draft, edit.criterion, (c) =>
          c.levels.length >= RUBRIC_LIMITS.levelsMax
            ? c
            : { ...c, levels: [...c.levels, newLevel(`l${draft.next}`, c.levels.length)] },
        ),
        next: draft.next + 1,
      };
    case 'remove_level':
      return editCriterion(draft, edit.criterion, (c) =>
        c.levels.length <= RUBRIC_LIMITS.levelsMin
          ? c
          : { ...c, levels: c.levels.filter((l) => l.id !== edit.level) },
      );
    case 'level':
      return editCriterion(draft, edit.criterion, (c) => ({
        ...c,
        levels: c.levels.map((l) => (l.id === edit.level ? { ...l, ...edit.patch } : l)),
      }));
  }
}
