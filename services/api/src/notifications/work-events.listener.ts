import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, type DataSource } from 'typeorm';
import { Comment } from '../comments/comment.entity';
import { Task } from '../tasks/task.entity';
import { User } from '../users/user.entity';
import { WorkEvents, type WorkEvent } from '../works/work.events';
import { Work } from '../works/work.entity';
import { shortNote } from './notification-kinds';
import { NotificationsService } from './notifications.service';

/** Turns what happened to works into notifications of the people concerned. */
@Injectable()
export class WorkEventsListener implements OnModuleInit {
  constructor(
    private readonly events: WorkEvents,
    private readonly notifications: NotificationsService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    this.events.subscribe((event, key) => this.handle(event, key));
  }

  /** `key`: the saved event's delivery, so a second delivery notifies nobody again. */
  private async handle(event: WorkEvent, key?: string): Promise<void> {
    if (event.type === 'works_created') return this.worksCreated(event);
    const loaded = await this.load(event.workId);
    if (loaded === undefined) return;
    const { work, task, teacher, student } = loaded;
    const about = {
      workId: work.id,
      taskId: task.id,
      ...(key === undefined ? {} : { onceKey: key }),
    };
    const taskTitle = task.title;
    switch (event.type) {
      case 'work_submitted':
        return this.notifications.notify({
          ...about,
          userId: work.teacherId,
          kind: 'work_submitted',
          data: {
            task_title: taskTitle,
            actor_name: student.firstName,
            resubmitted: event.resubmitted,
          },
        });
      case 'work_checked':
        return this.notifications.notify({
          ...about,
          userId: work.studentId,
          kind: 'work_checked',
          data: {
            task_title: taskTitle,
            actor_name: teacher.firstName,
            regraded: event.regraded,
            ...(work.mark === null ? {} : { mark: work.mark }),
          },
        });
      case 'work_returned':
        return this.notifications.notify({
          ...about,
          userId: work.studentId,
          kind: 'work_returned',
          data: {
            task_title: taskTitle,
            actor_name: teacher.firstName,
            note: shortNote(event.note),
          },
        });
      case 'comment_added': {
        const comment = await this.dataSource
          .getRepository(Comment)
          .findOneBy({ id: event.commentId });
        const byStudent = event.authorId === work.studentId;
        return this.notifications.notify({
          ...about,
          userId: byStudent ? work.teacherId : work.studentId,
          kind: 'comment_added',
          data: {
            task_title: taskTitle,
            actor_name: (byStudent ? student : teacher).firstName,
            note: shortNote(comment?.text ?? ''),
          },
        });
      }
    }
  }

  /** One "new task" per work, however often the dispatch emits it. */
  private async worksCreated(event: Extract<WorkEvent, { type: 'works_created' }>): Promise<void> {
    if (event.studentIds.length === 0) return;
    const task = await this.dataSource.getRepository(Task).findOneBy({ id: event.taskId });
    if (task === null) return;
    const teacher = await this.dataSource.getRepository(User).findOneBy({ id: task.teacherId });
    const works = await this.dataSource.getRepository(Work).find({
      where: {
        taskId: event.taskId,
        dispatchJobId: event.dispatchJobId,
        studentId: In([...event.studentIds]),
      },
    });
    await this.notifications.notifyMany(
      'task_received',
      works.map((work) => ({
        userId: work.studentId,
        workId: work.id,
        taskId: task.id,
        data: {
          task_title: task.title,
          actor_name: teacher?.firstName ?? '',
          ...(task.deadline === null ? {} : { deadline: task.deadline }),
        },
        onceKey: `task_received:${work.id}`,
      })),
    );
  }

  private async load(
    workId: number,
  ): Promise<{ work: Work; task: Task; teacher: User; student: User } | undefined> {
    const work = await this.dataSource.getRepository(Work).findOneBy({ id: workId });
    if (work === null) return undefined;
    const task = await this.dataSource.getRepository(Task).findOneBy({ id: work.taskId });
    const users = await this.dataSource
      .getRepository(User)
      .findBy({ id: In([work.teacherId, work.studentId]) });
    const teacher = users.find((user) => user.id === work.teacherId);
    const student = users.find((user) => user.id === work.studentId);
    if (task === null || teacher === undefined || student === undefined) return undefined;
    return { work, task, teacher, student };
  }
}
