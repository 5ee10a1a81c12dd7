import { WorkStatus, type JournalCell } from '@tutor/contracts';

export const CELL_STATES = ['late', 'missing', 'excused', 'returned', 'waiting', 'draft'] as const;
export type CellState = (typeof CELL_STATES)[number];

/** The states a cell shows apart from its mark, most important first. */
export function cellStates(cell: JournalCell): CellState[] {
  const states: CellState[] = [];
  if (cell.excused) states.push('excused');
  if (cell.missing) states.push('missing');
  if (cell.returned) states.push('returned');
  if (cell.late) states.push('late');
  if (cell.mark === null && !cell.missing && !cell.returned && cell.status !== null) {
    if (cell.status === WorkStatus.Draft) states.push('draft');
    else if (cell.status !== WorkStatus.Checked) states.push('waiting');
  }
  return states;
}

/** The number with at most two decimals in the language's way (4,5 in ru). */
export function formatAverage(value: number | null, language: string): string {
  return value === null
    ? '—'
    : value.toLocaleString(language, { maximumFractionDigits: 2, minimumFractionDigits: 0 });
}
