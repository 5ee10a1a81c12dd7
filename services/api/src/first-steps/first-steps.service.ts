import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DispatchJobStatus, type FirstSteps, type FirstStepsTask } from '@tutor/contracts';
import { In, IsNull, type Repository } from 'typeorm';
import { Clock } from '../common/clock/clock.service';
import { DispatchJob } from '../dispatch/dispatch-job.entity';
import { TeacherStudent } from '../students/teacher-student.entity';
import { Task } from '../tasks/task.entity';
import { FirstStepsState } from './first-steps-state.entity';

/** A send that went or will go: planned, queued, running or done (a failed one did not). */
const SENDING = [
  DispatchJobStatus.Planned,
  DispatchJobStatus.Queued,
  DispatchJobStatus.Running,
  DispatchJobStatus.Done,
];

/**
 * A new teacher's start: invite a student, make a task, send it. Every step is read from the
 * teacher's data each time, so it is done however it was done (the card, the students page,
 * a copy bought in the marketplace); only hiding the card is stored.
 */
@Injectable()
export class FirstStepsService {
  constructor(
    @InjectRepository(FirstStepsState) private readonly states: Repository<FirstStepsState>,
    @InjectRepository(TeacherStudent) private readonly students: Repository<TeacherStudent>,
    @InjectRepository(Task) private readonly tasks: Repository<Task>,
    @InjectRepository(DispatchJob) private readonly jobs: Repository<DispatchJob>,
    private readonly clock: Clock,
  ) {}

  async of(teacherId: number): Promise<FirstSteps> {
    const [hasStudent, hasTask, hasSent, nextTask, hidden] = await Promise.all([
      this.students.exists({ where: { teacherId } }),
      this.tasks.exists({ where: { teacherId, deletedAt: IsNull() } }),
      this.jobs.exists({ where: { teacherId, status: In(SENDING) } }),
      this.newestUnsent(teacherId),
      this.states.exists({ where: { userId: teacherId } }),
    ]);
    return {
      has_student: hasStudent,
      has_task: hasTask,
      has_sent: hasSent,
      next_task: nextTask,
      hidden,
    };
  }

  /** Puts the card away for good; hiding it again keeps the first moment. */
  async hide(teacherId: number): Promise<FirstSteps> {
    await this.states
      .createQueryBuilder()
      .insert()
      .values({ userId: teacherId, hiddenAt: this.clock.now() })
      .orIgnore()
      .execute();
    return this.of(teacherId);
  }

  private async newestUnsent(teacherId: number): Promise<FirstStepsTask | null> {
    const task = await this.tasks
      .createQueryBuilder('task')
      .select(['task.id', 'task.title'])
      .where('task.teacher_id = :teacherId AND task.deleted_at IS NULL', { teacherId })
      .andWhere(
        `NOT EXISTS (SELECT 1 FROM dispatch_jobs job
          WHERE job.task_id = task.id AND job.status IN (:...sending))`,
        { sending: SENDING },
      )
      .orderBy('task.id', 'DESC')
      .limit(1)
      .getOne();
    return task === null ? null : { id: task.id, title: task.title };
  }
}
