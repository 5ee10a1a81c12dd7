import { Injectable } from '@nestjs/common';
import type { StudentOverview, StudentOverviewWork } from '@tutor/contracts';
import { RecordAccess } from '../access/record-access.service';
import { Clock } from '../common/clock/clock.service';
import { cellOf } from './journal-cells';
import { StudentJournalService } from './student-journal.service';
import { StudentOverviewReader, type OverviewWorkRow } from './student-overview.reader';

/** One overview row per task: the journal's cell of the task's attempts, with the task. */
function workOf(attempts: readonly OverviewWorkRow[], now: number): StudentOverviewWork {
  const latest = [...attempts].sort((a, b) => b.attempt - a.attempt)[0] as OverviewWorkRow;
  return {
    task_id: latest.taskId,
    task_title: latest.title,
    subject: latest.subject,
    deadline: latest.deadline,
    submitted_at: latest.submittedAt,
    ...cellOf(attempts, latest, latest.excused, now),
  };
}

/** When a task's works last moved: for «latest activity first». */
const lastMoved = (attempts: readonly OverviewWorkRow[]): number =>
  Math.max(...attempts.map((work) => work.updatedAt));

/**
 * A student's page for their teacher: works with status and mark, averages per subject and
 * the progress points (the journal's own computation, of this teacher's tasks only), comments.
 */
@Injectable()
export class StudentOverviewService {
  constructor(
    private readonly reader: StudentOverviewReader,
    private readonly journals: StudentJournalService,
    private readonly clock: Clock,
    private readonly access: RecordAccess,
  ) {}

  async overview(teacherId: number, studentId: number): Promise<StudentOverview> {
    await this.access.require(teacherId, 'student', studentId);
    const ids = { teacher: teacherId, student: studentId };
    const student = await this.reader.student(ids);
    const [rows, journal, comments] = await Promise.all([
      this.reader.works(ids),
      this.journals.journal(studentId, teacherId),
      this.reader.comments(ids),
    ]);
    const byTask = new Map<number, OverviewWorkRow[]>();
    for (const row of rows) byTask.set(row.taskId, [...(byTask.get(row.taskId) ?? []), row]);
    const now = this.clock.now();
    const works = [...byTask.values()]
      .sort((a, b) => lastMoved(b) - lastMoved(a))
      .map((attempts) => workOf(attempts, now));
    return { student, works, subjects: journal.subjects, comments };
  }
}
