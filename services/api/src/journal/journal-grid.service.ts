import { Injectable } from '@nestjs/common';
import type { JournalCell, JournalGrid, JournalQuery, JournalRow } from '@tutor/contracts';
import { Clock } from '../common/clock/clock.service';
import { AppConfig } from '../config/app-config';
import { averagesOf, type CountedMark } from './journal-averages';
import { cellOf, type JournalWorkRow } from './journal-cells';
import { JournalGridReader } from './journal-grid.reader';

const key = (taskId: number, studentId: number): string => `${taskId}:${studentId}`;

/**
 * What a column's works are out of: the distinct max balls of its cells with a work (each
 * from the work's revision), ascending; the task's current max when it has none.
 */
function maxBallsOf(rows: readonly JournalRow[], column: number, current: number): number[] {
  const maxes = new Set<number>();
  for (const row of rows) {
    const cell = row.cells[column];
    if (cell !== null && cell !== undefined && cell.work_id !== null) maxes.add(cell.max_ball);
  }
  return maxes.size === 0 ? [current] : [...maxes].sort((a, b) => a - b);
}

/** The teacher's grid: students × tasks, read fresh on every call (no cache). */
@Injectable()
export class JournalGridService {
  constructor(
    private readonly reader: JournalGridReader,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  /** `freshAsOf`: see JournalGridReader.read. */
  async grid(teacherId: number, query: JournalQuery, freshAsOf?: number): Promise<JournalGrid> {
    const rows = await this.reader.read(teacherId, query, freshAsOf);
    const now = this.clock.now();
    const attempts = new Map<string, JournalWorkRow[]>();
    for (const work of rows.works) {
      const list = attempts.get(key(work.taskId, work.studentId));
      if (list === undefined) attempts.set(key(work.taskId, work.studentId), [work]);
      else list.push(work);
    }
    const excused = new Set(rows.excuses.map((e) => key(e.taskId, e.studentId)));
    const gridRows: JournalRow[] = rows.students.map((student) => {
      const counted: CountedMark[] = [];
      const cells = rows.tasks.map((task): JournalCell | null => {
        const id = key(task.id, student.id);
        const works = attempts.get(id) ?? [];
        const isExcused = excused.has(id);
        if (works.length === 0 && !isExcused) return null;
        const cell = cellOf(works, task, isExcused, now);
        if (cell.mark !== null && !cell.excused) {
          counted.push({
            mark: cell.mark,
            ball: cell.ball,
            maxBall: cell.max_ball,
            weight: task.weight,
          });
        }
        return cell;
      });
      return { student, cells, averages: averagesOf(counted) };
    });
    return {
      group: rows.group,
      subject: rows.subject,
      from: query.from ?? null,
      to: query.to ?? null,
      tasks: rows.tasks.map((task, column) => ({
        id: task.id,
        title: task.title,
        subject: task.subject,
        date: task.date,
        deadline: task.deadline,
        max_ball: task.maxBall,
        max_balls: maxBallsOf(gridRows, column, task.maxBall),
        scale: task.scale,
        weight: task.weight,
      })),
      rows: gridRows,
      export_sync_max_cells: this.config.journal.exportSyncMaxCells,
    };
  }
}
