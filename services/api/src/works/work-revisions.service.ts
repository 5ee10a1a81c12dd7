import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { Transactions } from '../database/transactions.service';
import { revisedTask, revisionQuestions } from '../tasks/task-revision.content';
import type { TaskQuestion } from '../tasks/task-question.entity';
import { TaskRevisions } from '../tasks/task-revisions.service';
import type { Task } from '../tasks/task.entity';
import type { Work } from './work.entity';

/** A work's task as it was sent to it. */
export interface RevisedTask {
  /** The live task with the revision's criteria, max ball, scale and solution. */
  task: Task;
  /** The revision's questions, in their order. */
  questions: TaskQuestion[];
}

/**
 * Reads a work's revision. A work written without one (only rows made around the API)
 * is pinned to the task as it is at its first read, so from then on it stays put.
 */
@Injectable()
export class WorkRevisions {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly revisions: TaskRevisions,
    private readonly transactions: Transactions,
  ) {}

  async of(work: Work, task: Task): Promise<RevisedTask> {
    const revisionId = work.taskRevisionId ?? (await this.pin(work));
    const revision = await this.revisions.find(revisionId);
    return { task: revisedTask(task, revision), questions: revisionQuestions(revision) };
  }

  /** Raw SQL: an update through TypeORM would bump the work's version. */
  private async pin(work: Work): Promise<number> {
    const revision = await this.revisions.freeze(work.taskId);
    const params = { revision: revision.id, work: work.id };
    const [row] = await this.transactions.run(async (manager) => {
      await manager.query(
        ...this.sql(
          'UPDATE works SET task_revision_id = :revision WHERE id = :work AND task_revision_id IS NULL',
          params,
        ),
      );
      return manager.query<{ task_revision_id: unknown }[]>(
        ...this.sql('SELECT task_revision_id FROM works WHERE id = :work', params),
      );
    });
    work.taskRevisionId = Number(row?.task_revision_id ?? revision.id);
    return work.taskRevisionId;
  }

  private sql(sql: string, params: Record<string, unknown>): [string, unknown[]] {
    return this.dataSource.driver.escapeQueryWithParameters(sql, params, {});
  }
}
