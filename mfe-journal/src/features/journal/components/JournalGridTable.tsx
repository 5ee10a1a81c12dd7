import { useId, useMemo, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { JournalGrid } from '@tutor/contracts';
import { useMarkText } from '../hooks/use-mark-text';
import { CELL_STATES } from '../lib/cell-states';
import type { GridLabels } from '../lib/grid-labels';
import { moveCell, type GridPosition } from '../lib/grid-navigation';
import { GridRow } from './GridRow';
import { StateIcon } from './StateIcon';
import { formatDayDigits, isLocale } from '@tutor/i18n';

const AVERAGE_COLUMNS = 3;

const dateText = (ms: number, language: string): string =>
  formatDayDigits(ms, isLocale(language) ? language : undefined, { utc: true });

/** `row:col` of a cell element, if it is one of the grid's. */
function positionOf(element: EventTarget): GridPosition | undefined {
  if (!(element instanceof HTMLElement)) return undefined;
  const match = /^(\d+):(\d+)$/.exec(element.dataset.cell ?? '');
  return match === null ? undefined : { row: Number(match[1]), col: Number(match[2]) };
}

/**
 * The grid: students down, tasks across, then the three averages. One tab stop (roving
 * tabindex): arrow keys, Home/End and PageUp/PageDown move across the cells. The headers
 * stick while the grid scrolls inside its own box.
 */
export function JournalGridTable({
  grid,
  active,
  onActive,
}: {
  grid: JournalGrid;
  active: GridPosition;
  onActive: (at: GridPosition) => void;
}) {
  const { t, i18n } = useTranslation('journal', { keyPrefix: 'journal' });
  const markText = useMarkText();
  const table = useRef<HTMLTableElement>(null);
  const hintId = useId();
  const idPrefix = useId().replace(/:/g, '');
  const language = i18n.language;
  const labels = useMemo<GridLabels>(
    () => ({
      idPrefix,
      language,
      notSent: t('grid.not_sent'),
      states: Object.fromEntries(
        CELL_STATES.map((state) => [state, t(`state.${state}`)]),
      ) as GridLabels['states'],
      points: (ball, max) => t('cell.points', { ball, max, count: max }),
      mark: markText,
    }),
    // markText and t change with the language only
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [idPrefix, language],
  );
  const size = { rows: grid.rows.length, cols: grid.tasks.length + AVERAGE_COLUMNS };
  const at = {
    row: Math.min(active.row, size.rows - 1),
    col: Math.min(active.col, size.cols - 1),
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const next = moveCell(at, event.key, size, event.ctrlKey || event.metaKey);
    if (next === undefined) return;
    event.preventDefault();
    onActive(next);
    table.current?.querySelector<HTMLElement>(`[data-cell="${next.row}:${next.col}"]`)?.focus();
  };
  const onFocus = (event: FocusEvent<HTMLTableElement>) => {
    const focused = positionOf(event.target);
    if (focused !== undefined && (focused.row !== at.row || focused.col !== at.col)) {
      onActive(focused);
    }
  };

  return (
    <>
      <p id={hintId} className="journal-hint">
        {t('grid.keys')}
      </p>
      <ul className="journal-legend" aria-label={t('grid.legend')}>
        {CELL_STATES.map((state) => (
          <li key={state}>
            <StateIcon state={state} /> {labels.states[state]}
          </li>
        ))}
      </ul>
      {grid.tasks
        .filter((task) => task.max_balls.length > 1)
        .map((task) => (
          <p key={task.id} className="journal-hint">
            {t('grid.mixed_maxes', { title: task.title, max: task.max_balls.join('/') })}
          </p>
        ))}
      <div className="journal-grid-scroll" role="region" aria-label={t('grid.scroll')}>
        <table
          ref={table}
          role="grid"
          className="journal-grid"
          aria-label={
            grid.group === null ? t('grid.label_all') : t('grid.label', { group: grid.group.name })
          }
          aria-describedby={hintId}
          aria-rowcount={grid.rows.length + 1}
          aria-colcount={size.cols + 1}
          onKeyDown={onKeyDown}
          onFocus={onFocus}
        >
          <thead>
            <tr aria-rowindex={1}>
              <th scope="col" className="journal-corner">
                {t('grid.student')}
              </th>
              {grid.tasks.map((task) => (
                <th scope="col" key={task.id} className="journal-task">
                  <span className="journal-task-title">{task.title}</span>
                  <span className="journal-task-meta">
                    {dateText(task.date, language)}
                    {` · ${t('grid.out_of', { max: task.max_balls.join('/') })}`}
                    {task.weight === 1 ? null : ` · ${t('grid.weight', { weight: task.weight })}`}
                  </span>
                </th>
              ))}
              <th scope="col" className="journal-average">
                <abbr title={t('grid.mean')}>{t('grid.mean_short')}</abbr>
              </th>
              <th scope="col" className="journal-average">
                <abbr title={t('grid.weighted_mean')}>{t('grid.weighted_short')}</abbr>
              </th>
              <th scope="col" className="journal-average">
                <abbr title={t('grid.percent')}>{t('grid.percent_short')}</abbr>
              </th>
            </tr>
          </thead>
          <tbody>
            {grid.rows.map((row, r) => (
              <GridRow
                key={row.student.id}
                row={row}
                index={r}
                activeCol={r === at.row ? at.col : -1}
                labels={labels}
              />
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
