import {
  arrayOf,
  int,
  moment,
  named,
  object,
  RecordId,
  recordOf,
  text,
  type Static,
} from './schema';

/**
 * Rubrics: criteria × levels with points. A question with a rubric is checked by choosing
 * one level per criterion; its ball is the sum of the chosen levels' points, and the
 * question's own ball is the sum of each criterion's highest level.
 */
export const RUBRIC_LIMITS = {
  criteriaMin: 1,
  criteriaMax: 10,
  levelsMin: 2,
  levelsMax: 6,
  titleMax: 200,
  /** Level and criterion ids (stable within the rubric). */
  idMax: 64,
  pointsMax: 1000,
  /** The library answers at most this many rubrics, the latest changed first. */
  libraryMax: 200,
} as const;

export const RubricLevelSchema = named(
  'RubricLevel',
  object({ id: text(), title: text(), points: int() }),
);
export type RubricLevel = Static<typeof RubricLevelSchema>;

export const RubricCriterionSchema = named(
  'RubricCriterion',
  object({ id: text(), title: text(), levels: arrayOf(RubricLevelSchema) }),
);
export type RubricCriterion = Static<typeof RubricCriterionSchema>;

/** A rubric's content: a question's copy, or what the library keeps. */
export const RubricSchema = named(
  'Rubric',
  object({ title: text(), criteria: arrayOf(RubricCriterionSchema) }),
);
export type Rubric = Static<typeof RubricSchema>;

/** The chosen level id per criterion id. */
export const RubricLevelsSchema = named('RubricLevels', recordOf(text()));
export type RubricLevels = Static<typeof RubricLevelsSchema>;

/** A rubric of the teacher's library (GET/POST /api/rubrics, PUT /api/rubrics/:id). */
export const LibraryRubricSchema = named(
  'LibraryRubric',
  object({
    id: RecordId,
    title: text(),
    criteria: arrayOf(RubricCriterionSchema),
    created_at: moment(),
    updated_at: moment(),
  }),
);
export type LibraryRubric = Static<typeof LibraryRubricSchema>;

export const LibraryRubricListSchema = named(
  'LibraryRubricList',
  object({ items: arrayOf(LibraryRubricSchema) }),
);
export type LibraryRubricList = Static<typeof LibraryRubricListSchema>;

/** POST /api/rubrics and PUT /api/rubrics/:id body. */
export type RubricInput = Rubric;

/** The most a rubric gives: each criterion's highest level. */
export function rubricMaxPoints(rubric: Rubric): number {
  return rubric.criteria.reduce(
    (sum, criterion) => sum + Math.max(0, ...criterion.levels.map((level) => level.points)),
    0,
  );
}

/** The points of the chosen levels (unknown or missing choices count nothing). */
export function rubricPoints(rubric: Rubric, levels: RubricLevels): number {
  return rubric.criteria.reduce((sum, criterion) => {
    const chosen = criterion.levels.find((level) => level.id === levels[criterion.id]);
    return sum + (chosen?.points ?? 0);
  }, 0);
}

/** Whether every criterion has one of its levels chosen. */
export function rubricComplete(rubric: Rubric, levels: RubricLevels): boolean {
  return rubric.criteria.every((criterion) =>
    criterion.levels.some((level) => level.id === levels[criterion.id]),
  );
}
