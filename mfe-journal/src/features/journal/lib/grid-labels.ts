import type { Mark } from '@tutor/contracts';
import type { CellState } from './cell-states';

/** The grid's texts, translated once per render of the grid (not once per cell). */
export interface GridLabels {
  idPrefix: string;
  language: string;
  notSent: string;
  states: Record<CellState, string>;
  points: (ball: number, max: number) => string;
  mark: (mark: Mark) => string;
}
