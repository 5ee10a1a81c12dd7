import type { JournalAverages, Mark } from '@tutor/contracts';

/** A mark that counts in the averages (excused cells never do). */
export interface CountedMark {
  mark: Mark;
  ball: number | null;
  maxBall: number;
  weight: number;
}

const round2 = (value: number): number => Math.round(value * 100) / 100;

/**
 * The averages of a student's marks: arithmetic and weighted mean of the five-point ones
 * (Σ weight × mark / Σ weight, as Russian school journals weigh a test above homework)
 * and the mean percent of every mark with a ball.
 */
export function averagesOf(marks: readonly CountedMark[]): JournalAverages {
  let count = 0;
  let sum = 0;
  let weighted = 0;
  let weights = 0;
  let percents = 0;
  let percentCount = 0;
  for (const { mark, ball, maxBall, weight } of marks) {
    if (mark.scale === 'five_point') {
      count += 1;
      sum += mark.value;
      weighted += mark.value * weight;
      weights += weight;
    }
    if (ball !== null && maxBall > 0) {
      percents += (ball * 100) / maxBall;
      percentCount += 1;
    }
  }
  return {
    five_point_count: count,
    mean: count === 0 ? null : round2(sum / count),
    weighted_mean: weights === 0 ? null : round2(weighted / weights),
    percent: percentCount === 0 ? null : round2(percents / percentCount),
  };
}

export function percentOf(ball: number, maxBall: number): number {
  return maxBall > 0 ? round2((ball * 100) / maxBall) : 0;
}
