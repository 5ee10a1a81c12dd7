import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { WorkStatus, type WorkSummary, type WorkView } from '@tutor/contracts';
import type { DataSource } from 'typeorm';
import { Clock } from '../../common/clock/clock.service';
import type { User } from '../../users/user.entity';
import { WorkAccess } from '../work-access.service';
import { WorkEvents } from '../work.events';
import { deadlinePassed, notEditable, staleVersion, timeIsUp } from '../work-refusals';
import { isLate, isResubmitted, isReturned, submittedStatus, timerEndsAt } from '../work-rules';
import type { WorksListView } from '../dto/works-list-query.dto';
import { WorkTimer } from './work-timer.service';
import { Transactions } from '../../database/transactions.service';
import { WorkViews } from '../work-views.service';
import { TaskRevision } from '../../tasks/task-revision.entity';
import { TaskRevisions } from '../../tasks/task-revisions.service';
import { Work } from '../work.entity';
import { updateWork } from '../work-writes';
import { WorksErrorCode } from '../works.errors';

interface SummaryRow {
  id: number;
  task_id: number;
  title: string;
  subject_id: number | null;
  subject_name: string | null;
  status: number;
  attempt: number;
  returned: boolean | number;
  timer_minutes: number;
  deadline: number | string | null;
  post_deadline_allowed: boolean | number;
  late: boolean | number;
  started_at: number | string | null;
  submitted_at: number | string | null;
  ball: number | null;
  max_ball: number;
  mark: string | null;
  created_at: number | string;
}

const epoch = (value: number | string | null): number | null =>
  value === null ? null : Number(value);

function toSummary(row: SummaryRow, now: number): WorkSummary {
  const checked = row.status === WorkStatus.Checked;
  const status = row.status as WorkStatus;
  const startedAt = epoch(row.started_at);
  const deadline = epoch(row.deadline);
  const draft = status === WorkStatus.Draft;
  const overdue = draft && deadline !== null && deadline < now;
  return {
    id: row.id,
    task_id: row.task_id,
    title: row.title,
    subject: row.subject_id === null ? null : { id: row.subject_id, name: row.subject_name ?? '' },
    status,
    attempt: row.attempt,
    resubmitted: isResubmitted({ returned: Boolean(row.returned), status }),
    returned: isReturned({ returned: Boolean(row.returned), status }),
    overdue,
    todo: draft && (!overdue || Boolean(row.post_deadline_allowed)),
    timer_minutes: row.timer_minutes,
    ends_at: timerEndsAt({ startedAt }, { timerMinutes: row.timer_minutes }),
    deadline,
    late: Boolean(row.late),
    started_at: startedAt,
    submitted_at: epoch(row.submitted_at),
    ball: checked ? row.ball : null,
    max_ball: row.max_ball,
    mark: checked && row.mark !== null ? (JSON.parse(row.mark) as WorkSummary['mark']) : null,
    created_at: Number(row.created_at),
  };
}

/** Earliest deadline first, no deadline last; then the older work first. */
function byDeadline(a: WorkSummary, b: WorkSummary): number {
  const due = (work: WorkSummary) => work.deadline ?? Number.POSITIVE_INFINITY;
  return due(a) - due(b) || a.created_at - b.created_at || a.id - b.id;
}

/** The student's side of a work: the list, starting, submitting, a new attempt. */
@Injectable()
export class StudentWorks {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: WorkAccess,
    private readonly timer: WorkTimer,
    private readonly transactions: Transactions,
    private readonly views: WorkViews,
    private readonly clock: Clock,
    private readonly events: WorkEvents,
    private readonly revisions: TaskRevisions,
  ) {}

  /**
   * GET /api/works: the student's works, newest first; `todo`: only those still to be done
   * (see WorkSummary.todo), the earliest deadline first and those without one last.
   */
  async list(student: User, view: WorksListView = 'all'): Promise<WorkSummary[]> {
    await this.timer.submitExpired({ studentId: student.id });
    const rows = await this.dataSource
      .createQueryBuilder()
      .select([
        'w.id AS id',
        'w.task_id AS task_id',
        't.title AS title',
        't.subject_id AS subject_id',
        's.name AS subject_name',
        'w.status AS status',
        'w.attempt AS attempt',
        'w.returned AS returned',
        't.timer_minutes AS timer_minutes',
        't.deadline AS deadline',
        't.post_deadline_allowed AS post_deadline_allowed',
        'w.late AS late',
        'w.started_at AS started_at',
        'w.submitted_at AS submitted_at',
        'w.ball AS ball',
        'COALESCE(r.max_ball, t.max_ball) AS max_ball',
        'w.mark AS mark',
        'w.created_at AS created_at',
      ])
      .from(Work, 'w')
      .innerJoin('w.task', 't')
      .leftJoin('t.subject', 's')
      .leftJoin(TaskRevision, 'r', 'r.id = w.task_revision_id')
      .where('w.student_id = :studentId', { studentId: student.id })
      .andWhere('w.withdrawn_at IS NULL')
      .andWhere('t.deleted_at IS NULL')
      .orderBy('w.created_at', 'DESC')
      .addOrderBy('w.id', 'DESC')
      .getRawMany<SummaryRow>();
    const now = this.clock.now();
    const works = rows.map((row) => toSummary(row, now));
    return view === 'todo' ? works.filter((work) => work.todo).sort(byDeadline) : works;
  }

  /** POST /api/works/:workId/start: the timer starts now (once); the status stays 0. */
  async start(student: User, workId: number): Promise<WorkView> {
    const { work, task } = await this.access.requireReadable(student, workId);
    if (work.status === WorkStatus.Draft && work.startedAt === null) {
      const now = this.clock.now();
      await this.transactions.run((manager) =>
        manager
          .createQueryBuilder()
          .update(Work)
          .set({ startedAt: now, updatedAt: now })
          .where('id = :id AND started_at IS NULL AND status = :draft', {
            id: work.id,
            draft: WorkStatus.Draft,
          })
          .execute(),
      );
      return this.views.reload(student, work.id, task);
    }
    return this.views.view(student, work, task);
  }

  /** POST /api/works/:workId/submit: 0 → 1, or 2 after a rework; late after the deadline. */
  async submit(student: User, workId: number, version: number): Promise<WorkView> {
    const { work, task, timeUp } = await this.access.requireReadable(student, workId);
    if (timeUp) throw timeIsUp();
    if (work.status !== WorkStatus.Draft) throw notEditable(WorksErrorCode.NotEditable);
    if (work.version !== version) throw staleVersion();
    const now = this.clock.now();
    const late = isLate(task, now);
    if (late && !task.postDeadlineAllowed) throw deadlinePassed();
    const submitted = await this.transactions.run(async (manager) => {
      const applied = await updateWork(
        manager,
        work.id,
        { version, statuses: [WorkStatus.Draft] },
        {
          status: submittedStatus(work),
          submittedAt: now,
          startedAt: work.startedAt ?? now,
          late,
          updatedAt: now,
        },
      );
      if (!applied) throw staleVersion();
      return this.events.record(manager, {
        type: 'work_submitted',
        workId: work.id,
        resubmitted: work.returned,
      });
    });
    await this.events.deliver([submitted]);
    return this.views.reload(student, work.id, task);
  }

  /**
   * POST /api/works/:workId/attempts: after 4 on a repeatable task, the next attempt
   * (a new draft; earlier ones are kept). Two clicks at once get the same new attempt.
   */
  async newAttempt(student: User, workId: number): Promise<WorkView> {
    const { work, task } = await this.access.requireReadable(student, workId);
    // A new attempt is a new send: it gets the task as it is now.
    const revision = await this.revisions.freeze(work.taskId);
    const created = await this.transactions.run(async (manager) => {
      const works = manager.getRepository(Work);
      const siblings = await works.find({
        where: { taskId: work.taskId, studentId: work.studentId },
        select: { id: true, attempt: true, withdrawnAt: true },
      });
      const visible = siblings.filter((sibling) => sibling.withdrawnAt === null);
      const latest = Math.max(...visible.map((sibling) => sibling.attempt));
      if (work.status !== WorkStatus.Checked || !task.canRepeated || work.attempt !== latest) {
        throw notEditable(WorksErrorCode.NewAttemptUnavailable);
      }
      const attempt = Math.max(...siblings.map((sibling) => sibling.attempt)) + 1;
      const now = this.clock.now();
      await manager
        .createQueryBuilder()
        .insert()
        .into(Work)
        .values({
          taskId: work.taskId,
          teacherId: work.teacherId,
          studentId: work.studentId,
          attempt,
          status: WorkStatus.Draft,
          dispatchJobId: null,
          taskRevisionId: revision.id,
          late: false,
          returned: false,
          createdAt: now,
          updatedAt: now,
        })
        .orIgnore()
        .updateEntity(false)
        .execute();
      return works.findOneByOrFail({
        taskId: work.taskId,
        studentId: work.studentId,
        attempt,
      });
    });
    return this.views.view(student, created, task);
  }
}
