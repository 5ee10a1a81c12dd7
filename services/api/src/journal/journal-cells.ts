import { WorkStatus, type JournalCell, type Mark } from '@tutor/contracts';

/** A work as the journal reads it (one attempt). */
export interface JournalWorkRow {
  id: number;
  taskId: number;
  studentId: number;
  attempt: number;
  status: WorkStatus;
  late: boolean;
  returned: boolean;
  ball: number | null;
  mark: Mark | null;
  checkedAt: number | null;
  /** The max ball of the task as it was sent to this work (its revision). */
  maxBall: number;
}

export interface CellTask {
  maxBall: number;
  deadline: number | null;
}

/**
 * One cell from a student's attempts on a task (any order): the mark of the latest checked
 * attempt, the state of the latest one. Missing: nothing handed in by a deadline that has
 * passed; returned: sent back for rework and not handed in again yet.
 */
export function cellOf(
  attempts: readonly JournalWorkRow[],
  task: CellTask,
  excused: boolean,
  now: number,
): JournalCell {
  const sorted = [...attempts].sort((a, b) => a.attempt - b.attempt);
  const latest = sorted.at(-1);
  const checked = sorted.filter((work) => work.status === WorkStatus.Checked).at(-1);
  const shown = checked ?? latest;
  const draft = latest !== undefined && latest.status === WorkStatus.Draft;
  const returned = draft && latest.returned;
  return {
    work_id: latest?.id ?? null,
    status: latest?.status ?? null,
    mark: checked?.mark ?? null,
    ball: checked?.ball ?? null,
    // A mark is out of the max its work was sent with, whatever the task says now.
    max_ball: (checked ?? latest)?.maxBall ?? task.maxBall,
    checked_at: checked?.checkedAt ?? null,
    late: shown?.late ?? false,
    missing:
      checked === undefined && draft && !returned && task.deadline !== null && now > task.deadline,
    excused,
    returned,
  };
}
