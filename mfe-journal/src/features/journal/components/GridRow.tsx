import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { JournalRow } from '@tutor/contracts';
import { formatAverage } from '../lib/cell-states';
import type { GridLabels } from '../lib/grid-labels';
import { GridCell } from './GridCell';

/**
 * A student's row. Memoised: moving the active cell re-renders only the rows it leaves and
 * enters (`activeCol` is -1 in every other row).
 */
export const GridRow = memo(function GridRow({
  row,
  index,
  activeCol,
  labels,
}: {
  row: JournalRow;
  index: number;
  activeCol: number;
  labels: GridLabels;
}) {
  const averages = [row.averages.mean, row.averages.weighted_mean, row.averages.percent];
  return (
    <tr aria-rowindex={index + 2}>
      <th scope="row" className="journal-student">
        <Link to={`/students/${row.student.id}`}>{row.student.first_name}</Link>
      </th>
      {row.cells.map((cell, c) => (
        <GridCell
          key={c}
          cell={cell}
          id={`${index}:${c}`}
          active={c === activeCol}
          labels={labels}
        />
      ))}
      {averages.map((value, i) => {
        const col = row.cells.length + i;
        return (
          <td
            role="gridcell"
            key={col}
            className="journal-average"
            data-cell={`${index}:${col}`}
            tabIndex={col === activeCol ? 0 : -1}
            aria-selected={col === activeCol}
          >
            {formatAverage(value, labels.language)}
          </td>
        );
      })}
    </tr>
  );
});
