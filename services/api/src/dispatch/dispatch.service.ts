import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  DispatchJobStatus,
  type DispatchJob as DispatchJobView,
  type DispatchPreview,
} from '@tutor/contracts';
import type { Repository } from 'typeorm';
import { Clock } from '../common/clock/clock.service';
import { Task } from '../tasks/task.entity';
import type { User } from '../users/user.entity';
import { DispatchJob, type StoredDispatchTarget } from './dispatch-job.entity';
import { toDispatchJobView } from './dispatch-job.view';
import { DispatchRecipients } from './dispatch-recipients.service';
import { DispatchScheduler } from './dispatch-scheduler.service';
import { DispatchPreviews } from './dispatch-preview.service';
import type {
  DispatchPreviewDto,
  DispatchRequestDto,
  DispatchTargetDto,
} from './dto/dispatch-request.dto';
import { DispatchErrorCode, DispatchException } from './dispatch.errors';
import { RecordAccess } from '../access/record-access.service';

/** The teacher's side of dispatch jobs: send a task, see its jobs, cancel, retry. */
@Injectable()
export class DispatchService {
  constructor(
    @InjectRepository(DispatchJob) private readonly jobs: Repository<DispatchJob>,
    @InjectRepository(Task) private readonly tasks: Repository<Task>,
    private readonly recipients: DispatchRecipients,
    private readonly previews: DispatchPreviews,
    private readonly scheduler: DispatchScheduler,
    private readonly clock: Clock,
    private readonly access: RecordAccess,
  ) {}

  /**
   * A target that reaches nobody now is refused (422 on `target`, suggesting only_new),
   * unless the task also goes to students who join later: then the job ends done with no
   * works, and each later joiner gets the task. So the answer and the row never disagree.
   */
  async create(
    teacher: User,
    taskId: number,
    request: DispatchRequestDto,
  ): Promise<DispatchJobView> {
    const task = await this.access.require(teacher.id, 'task', taskId);
    if (task.archivedAt !== null) throw new DispatchException(DispatchErrorCode.TaskArchived);
    const target = await this.checkedTarget(teacher.id, request.target);
    const onlyNew = request.only_new ?? task.onlyNew;
    if (!onlyNew && (await this.previews.recipientIds(teacher.id, target)).length === 0) {
      throw new DispatchException(DispatchErrorCode.TargetEmpty);
    }
    // the send section holds the task's only_new: a send with it ticked or unticked sets it
    if (onlyNew !== task.onlyNew) {
      await this.tasks.update({ id: task.id }, { onlyNew, updatedAt: this.clock.now() });
    }
    const job = await this.scheduler.schedule({
      taskId: task.id,
      teacherId: teacher.id,
      target,
      delayAt: request.delay_at ?? null,
    });
    return toDispatchJobView(job);
  }

  /** POST /api/tasks/:taskId/dispatch-preview: whom the target reaches now. */
  async preview(
    teacher: User,
    taskId: number,
    request: DispatchPreviewDto,
  ): Promise<DispatchPreview> {
    const task = await this.access.require(teacher.id, 'task', taskId);
    const target = await this.checkedTarget(teacher.id, request.target);
    return this.previews.preview(teacher.id, target, task.onlyNew);
  }

  /** The task's jobs, newest first. */
  async list(teacher: User, taskId: number): Promise<DispatchJobView[]> {
    const task = await this.access.require(teacher.id, 'task', taskId);
    const jobs = await this.jobs.find({
      where: { taskId: task.id },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    return jobs.map(toDispatchJobView);
  }

  /** A planned job is removed; one that has started (or ended) cannot be cancelled. */
  async cancel(teacher: User, jobId: number): Promise<void> {
    await this.access.require(teacher.id, 'dispatch-job', jobId);
    const result = await this.jobs.delete({ id: jobId, status: DispatchJobStatus.Planned });
    if (result.affected !== 1) throw new DispatchException(DispatchErrorCode.NotPlanned);
  }

  /** A job that failed after its retries (25) is queued again with fresh attempts. */
  async retry(teacher: User, jobId: number): Promise<DispatchJobView> {
    await this.access.require(teacher.id, 'dispatch-job', jobId);
    const result = await this.jobs.update(
      { id: jobId, status: DispatchJobStatus.Failed },
      {
        status: DispatchJobStatus.Queued,
        attempts: 0,
        runAt: this.clock.now(),
        leaseUntil: null,
        errorKey: null,
        finishedAt: null,
      },
    );
    if (result.affected !== 1) throw new DispatchException(DispatchErrorCode.NotFailed);
    const job = await this.jobs.findOneByOrFail({ id: jobId });
    await this.scheduler.enqueue(job);
    return toDispatchJobView(job);
  }

  /** The target as stored, after checking it names only the teacher's own students or group. */
  private async checkedTarget(
    teacherId: number,
    target: DispatchTargetDto,
  ): Promise<StoredDispatchTarget> {
    switch (target.kind) {
      case 'students': {
        const ids = [...new Set(target.student_ids ?? [])];
        const own = await this.recipients.ownStudents(teacherId, ids);
        if (own.length !== ids.length) {
          throw new DispatchException(DispatchErrorCode.StudentsNotYours);
        }
        return { kind: 'students', student_ids: ids };
      }
      case 'group': {
        const groupId = target.group_id ?? 0;
        if (!(await this.recipients.isOwnGroup(teacherId, groupId))) {
          throw new DispatchException(DispatchErrorCode.GroupNotFound);
        }
        return { kind: 'group', group_id: groupId };
      }
      case 'all':
        return { kind: 'all' };
    }
  }
}
