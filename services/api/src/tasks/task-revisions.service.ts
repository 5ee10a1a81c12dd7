import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../common/clock/clock.service';
import { Transactions } from '../database/transactions.service';
import { digestOf, revisionContent } from './task-revision.content';
import { TaskRevision } from './task-revision.entity';
import { TaskQuestion } from './task-question.entity';
import { Task } from './task.entity';

/**
 * Freezes a task's content when it is sent. Never call from inside Transactions.run (on
 * SQLite transactions queue one behind another).
 */
@Injectable()
export class TaskRevisions {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly transactions: Transactions,
    private readonly clock: Clock,
  ) {}

  /**
   * The revision of the task as it is now: the existing one when its content is unchanged
   * since (any number of callers at once get the same row), else a new one. The task row
   * is read under a share lock on PostgreSQL, so an edit committing meanwhile can't mix
   * its questions with the old fields.
   */
  freeze(taskId: number): Promise<TaskRevision> {
    return this.transactions.run(async (manager) => {
      const task = await this.lockedTask(manager, taskId);
      const questions = await manager.find(TaskQuestion, { where: { taskId } });
      const content = revisionContent(task, questions);
      const digest = digestOf(content);
      await manager
        .createQueryBuilder()
        .insert()
        .into(TaskRevision)
        .values({ ...content, taskId, digest, createdAt: this.clock.now() })
        .orIgnore()
        .updateEntity(false)
        .execute();
      return manager.findOneByOrFail(TaskRevision, { taskId, digest });
    });
  }

  /** A revision by id (a work's or a material version's). */
  find(id: number): Promise<TaskRevision> {
    return this.dataSource.getRepository(TaskRevision).findOneByOrFail({ id });
  }

  private lockedTask(manager: EntityManager, taskId: number): Promise<Task> {
    const query = manager.createQueryBuilder(Task, 'task').where('task.id = :taskId', { taskId });
    if (this.dataSource.options.type === 'postgres') query.setLock('pessimistic_read');
    return query.getOneOrFail();
  }
}
