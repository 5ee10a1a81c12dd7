import type { Formula } from './formula-ast';
import { evaluateFormula, formulaVariables, type FormulaPoint } from './formula-eval';
import { parseFormula } from './formula-parser';

/**
 * How a formula answer is compared with a reference: by value at seeded pseudo-random
 * points (docs/domain.md, "Formula questions").
 */
export const FORMULA_CHECK = {
  /** Points with every variable in (0.2, 3): logarithms and roots are defined there. */
  positivePoints: 12,
  /** Points with every variable in (−3, 3): signs matter (√(x²) is |x|, not x). */
  signedPoints: 12,
  /** Where either side is undefined the point is skipped; fewer valid points: not equal. */
  minValidPoints: 6,
  relativeTolerance: 1e-9,
} as const;

/** mulberry32: a small seeded generator, the same numbers for the same seed everywhere. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function points(names: readonly string[], seed: number): FormulaPoint[] {
  const next = generator(seed);
  const { positivePoints, signedPoints } = FORMULA_CHECK;
  return Array.from({ length: positivePoints + signedPoints }, (_, index) => {
    const positive = index < positivePoints;
    return new Map(
      names.map((name) => [name, positive ? 0.2 + 2.8 * next() : -3 + 6 * next()] as const),
    );
  });
}

const close = (a: number, b: number): boolean =>
  Math.abs(a - b) <= FORMULA_CHECK.relativeTolerance * Math.max(1, Math.abs(a), Math.abs(b));

/** The values of both formulas at the points where both are defined. */
function valuePairs(reference: Formula, answer: Formula, seed: number): [number, number][] {
  const names = [...formulaVariables(reference)].sort();
  return points(names, seed).flatMap((point) => {
    const expected = evaluateFormula(reference, point);
    const given = evaluateFormula(answer, point);
    return Number.isFinite(expected) && Number.isFinite(given) ? [[expected, given]] : [];
  });
}

/** An equation matches when `left − right` of both differ by a non-zero constant factor. */
function sameUpToFactor(pairs: readonly [number, number][]): boolean {
  const scale = Math.max(...pairs.map(([expected]) => Math.abs(expected)));
  const anchor = pairs.find(([expected]) => Math.abs(expected) > 1e-6 * Math.max(1, scale));
  if (anchor === undefined) return pairs.every(([, given]) => close(given, 0));
  const factor = anchor[1] / anchor[0];
  if (factor === 0 || !Number.isFinite(factor)) return false;
  return pairs.every(([expected, given]) => close(given, factor * expected));
}

/**
 * Whether the answer equals the reference (both TeX without `$`): the same kind (an
 * expression or an equation), no variable the reference lacks, and equal values at the
 * seeded points where both are defined (at least FORMULA_CHECK.minValidPoints of them). An
 * answer that does not parse is not equal. Throws when the reference does not parse.
 */
export function sameFormula(referenceTex: string, answerTex: string, seed: number): boolean {
  const reference = parseFormula(referenceTex);
  let answer: Formula;
  try {
    answer = parseFormula(answerTex);
  } catch {
    return false;
  }
  if (reference.kind !== answer.kind) return false;
  const known = formulaVariables(reference);
  if ([...formulaVariables(answer)].some((name) => !known.has(name))) return false;
  const pairs = valuePairs(reference, answer, seed);
  if (pairs.length < FORMULA_CHECK.minValidPoints) return false;
  return reference.kind === 'equation'
    ? sameUpToFactor(pairs)
    : pairs.every(([expected, given]) => close(expected, given));
}

/** Why `tex` is no formula the check can read, or null when it is one. */
export function formulaSyntaxProblem(tex: string): string | null {
  try {
    parseFormula(tex);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
