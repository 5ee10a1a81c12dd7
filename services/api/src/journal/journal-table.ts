import type { JournalCell, JournalGrid, Mark } from '@tutor/contracts';
import type { Locale } from '../i18n/locale';
import { translate } from '../i18n/messages';
import './journal.messages';

/** A value of the exported table: text, a number, or an empty cell. */
export type TableValue = string | number | null;

export interface JournalTable {
  header: string[];
  rows: TableValue[][];
}

const day = (ms: number): string => {
  const date = new Date(ms);
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${pad(date.getUTCDate())}.${pad(date.getUTCMonth() + 1)}.${date.getUTCFullYear()}`;
};

/** A mark as a teacher writes it: 5, 7/10, зачёт, a custom label. */
export function markValue(mark: Mark, locale: Locale): string | number {
  switch (mark.scale) {
    case 'five_point':
      return mark.value;
    case 'points':
      return `${mark.ball}/${mark.max_ball}`;
    case 'pass_fail':
      return translate(mark.passed ? 'journal.file.passed' : 'journal.file.failed', locale);
    case 'custom':
      return mark.label;
  }
}

/** A cell of the file: the mark (a number when it is a bare five-point mark), or its state. */
export function cellValue(cell: JournalCell | null, locale: Locale): TableValue {
  if (cell === null) return null;
  const notes: string[] = [];
  if (cell.excused) notes.push(translate('journal.file.excused', locale));
  if (cell.mark === null) {
    if (cell.returned) notes.push(translate('journal.file.returned', locale));
    else if (cell.missing) notes.push(translate('journal.file.missing', locale));
    return notes.length === 0 ? null : notes.join(', ');
  }
  if (cell.late) notes.push(translate('journal.file.late', locale));
  const mark = markValue(cell.mark, locale);
  return notes.length === 0 ? mark : `${mark} (${notes.join(', ')})`;
}

/** The grid as a table: a heading row, then one row per student with their averages. */
export function journalTable(grid: JournalGrid, locale: Locale): JournalTable {
  const header = [
    translate('journal.file.student', locale),
    ...grid.tasks.map((task) => {
      const weight =
        task.weight === 1 ? '' : `, ${translate('journal.file.weight', locale)} ${task.weight}`;
      return `${task.title} (${day(task.date)}${weight})`;
    }),
    translate('journal.file.mean', locale),
    translate('journal.file.weighted_mean', locale),
    translate('journal.file.percent', locale),
  ];
  const rows = grid.rows.map((row) => [
    row.student.first_name,
    ...row.cells.map((cell) => cellValue(cell, locale)),
    row.averages.mean,
    row.averages.weighted_mean,
    row.averages.percent,
  ]);
  return { header, rows };
}
