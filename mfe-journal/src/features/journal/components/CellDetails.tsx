import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { JOURNAL_LIMITS, type JournalGrid } from '@tutor/contracts';
import { ActionError, Checkbox, Select, toast } from '@tutor/ui';
import { useJournalChanges } from '../hooks/use-journal-changes';
import { useMarkText } from '../hooks/use-mark-text';
import { cellStates } from '../lib/cell-states';
import type { GridPosition } from '../lib/grid-navigation';
import { StateIcon } from './StateIcon';

const WEIGHTS = Array.from(
  { length: JOURNAL_LIMITS.weightMax - JOURNAL_LIMITS.weightMin + 1 },
  (_, i) => JOURNAL_LIMITS.weightMin + i,
);

/** The chosen cell: its mark, points and states; the excuse toggle and the task's weight. */
export function CellDetails({ grid, active }: { grid: JournalGrid; active: GridPosition }) {
  const { t } = useTranslation('journal', { keyPrefix: 'journal' });
  const markText = useMarkText();
  const headingId = useId();
  const changes = useJournalChanges();
  const row = grid.rows[active.row];
  const task = grid.tasks[active.col];
  if (row === undefined || task === undefined) {
    return (
      <section className="journal-details" aria-label={t('cell.pick')}>
        <p>{t('cell.pick')}</p>
      </section>
    );
  }
  const cell = row.cells[active.col] ?? null;
  const states = cell === null ? [] : cellStates(cell);
  return (
    <section className="journal-details" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {t('cell.title', { student: row.student.first_name, task: task.title })}
      </h2>
      <p className="journal-details-mark">
        {cell?.mark ? markText(cell.mark) : t('cell.no_mark')}
        {cell?.ball !== null && cell?.ball !== undefined
          ? ` · ${t('cell.points', { ball: cell.ball, max: cell.max_ball, count: cell.max_ball })}`
          : null}
      </p>
      {cell === null ? <p>{t('grid.not_sent')}</p> : null}
      {states.length > 0 ? (
        <ul className="journal-details-states">
          {states.map((state) => (
            <li key={state}>
              <StateIcon state={state} /> {t(`state.${state}`)}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="journal-details-controls">
        <Checkbox
          label={t('cell.excused_toggle')}
          checked={cell?.excused ?? false}
          disabled={changes.excuse.isPending}
          onChange={(event) =>
            changes.excuse.mutate({
              taskId: task.id,
              studentId: row.student.id,
              excused: event.target.checked,
            })
          }
        />
        <Select
          label={t('cell.weight')}
          value={task.weight}
          disabled={changes.weight.isPending}
          options={WEIGHTS.map((weight) => ({ value: weight, label: String(weight) }))}
          onChange={(event) =>
            changes.weight.mutate(
              { taskId: task.id, weight: Number(event.target.value) },
              { onSuccess: () => toast.success(t('cell.saved_weight')) },
            )
          }
        />
      </div>
      <ActionError error={changes.excuse.error ?? changes.weight.error} />
    </section>
  );
}
