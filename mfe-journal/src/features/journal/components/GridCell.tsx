import type { JournalCell } from '@tutor/contracts';
import { cellStates } from '../lib/cell-states';
import type { GridLabels } from '../lib/grid-labels';
import { StateIcon } from './StateIcon';

/**
 * A cell: the mark, then its states apart (icon and text); the points show on hover and on
 * focus (and are its description for assistive technology). No hooks: a grid has thousands.
 */
export function GridCell({
  cell,
  id,
  active,
  labels,
}: {
  cell: JournalCell | null;
  /** `row:col`, also the base of the tooltip's id. */
  id: string;
  active: boolean;
  labels: GridLabels;
}) {
  const common = {
    role: 'gridcell',
    'data-cell': id,
    tabIndex: active ? 0 : -1,
    'aria-selected': active,
  } as const;
  if (cell === null) {
    return (
      <td {...common} className="journal-cell journal-cell-empty">
        <span className="ui-visually-hidden">{labels.notSent}</span>
      </td>
    );
  }
  const states = cellStates(cell);
  const points = cell.ball === null ? null : labels.points(cell.ball, cell.max_ball);
  const tipId = `${labels.idPrefix}-${id.replace(':', '-')}`;
  const classes = ['journal-cell', ...states.map((state) => `journal-cell-${state}`)].join(' ');
  return (
    <td {...common} className={classes} aria-describedby={points === null ? undefined : tipId}>
      <span className="journal-mark">{cell.mark === null ? '' : labels.mark(cell.mark)}</span>
      {states.map((state) => (
        <span key={state} className="journal-state-wrap">
          <StateIcon state={state} />
          <span className="ui-visually-hidden">{labels.states[state]}</span>
        </span>
      ))}
      {points === null ? null : (
        <span id={tipId} role="tooltip" className="journal-tip">
          {points}
        </span>
      )}
    </td>
  );
}
