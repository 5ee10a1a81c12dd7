import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, type Repository } from 'typeorm';
import { StudentJoinedEvents, type StudentJoined } from '../students/student-joined.events';
import { Task } from '../tasks/task.entity';
import { DispatchScheduler } from './dispatch-scheduler.service';

/**
 * only_new: a student who joins a teacher gets each of the teacher's only_new tasks, by a
 * 'joined' job per task (planned at the task's delay_at while that is ahead). It runs inside
 * the sign-in, so it never throws: a failure is logged and the sign-in goes on.
 */
@Injectable()
export class OnlyNewDispatchListener implements OnModuleInit {
  private readonly logger = new Logger(OnlyNewDispatchListener.name);

  constructor(
    private readonly events: StudentJoinedEvents,
    @InjectRepository(Task) private readonly tasks: Repository<Task>,
    private readonly scheduler: DispatchScheduler,
  ) {}

  onModuleInit(): void {
    this.events.subscribe((joined) => this.onJoined(joined));
  }

  async onJoined(joined: StudentJoined): Promise<void> {
    try {
      const tasks = await this.tasks.find({
        select: { id: true, delayAt: true },
        where: {
          teacherId: joined.teacherId,
          onlyNew: true,
          deletedAt: IsNull(),
          archivedAt: IsNull(),
        },
        order: { id: 'ASC' },
      });
      for (const task of tasks) {
        await this.scheduler.schedule({
          taskId: task.id,
          teacherId: joined.teacherId,
          target: { kind: 'joined', student_ids: [joined.studentId] },
          delayAt: task.delayAt,
        });
      }
    } catch (error) {
      this.logger.error(
        { err: error, ...joined },
        'Could not send only_new tasks to a new student',
      );
    }
  }
}
