import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { WorkStatus } from '@tutor/contracts';
import type { DataSource } from 'typeorm';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { TaskRevisions } from '../tasks/task-revisions.service';
import { WorkEvents } from '../works/work.events';
import { Work } from '../works/work.entity';

/** Rows per INSERT: 500 × 12 values stays far below both databases' parameter limits. */
export const WORKS_CHUNK = 500;

export interface NewWorks {
  taskId: number;
  teacherId: number;
  jobId: number;
  studentIds: readonly number[];
  now: number;
}

/**
 * Creates the first-attempt works of a dispatch, one set-based INSERT per chunk. The
 * unique (task_id, student_id, attempt) makes it idempotent: a student who already has
 * the work keeps it, whichever job (or run of this one) made it. So chunks need no common
 * transaction: a run that stops half-way is completed by the next one. Between chunks the
 * event loop gets a turn (SQLite runs synchronously), so requests are not held up.
 */
@Injectable()
export class DispatchWorksWriter {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly events: WorkEvents,
    private readonly revisions: TaskRevisions,
  ) {}

  /**
   * Inserts the missing works; answers how many works this job has created in all.
   * `afterChunk` runs between chunks (the runner renews its lease there).
   */
  async createWorks(works: NewWorks, afterChunk?: () => Promise<void>): Promise<number> {
    const manager = this.dataSource.manager;
    const { taskId, teacherId, jobId, studentIds, now } = works;
    // The task as it is at this send, once for all chunks: later edits make new revisions.
    const taskRevisionId =
      studentIds.length === 0 ? null : (await this.revisions.freeze(taskId)).id;
    for (let i = 0; i < studentIds.length; i += WORKS_CHUNK) {
      const chunk = studentIds.slice(i, i + WORKS_CHUNK);
      const values = chunk.map((studentId) => ({
        taskId,
        teacherId,
        studentId,
        attempt: 1,
        status: WorkStatus.Draft,
        dispatchJobId: jobId,
        taskRevisionId,
        version: 1,
        late: false,
        returned: false,
        createdAt: now,
        updatedAt: now,
      }));
      await manager
        .createQueryBuilder()
        .insert()
        .into(Work)
        .values(values)
        .orIgnore()
        .updateEntity(false)
        .execute();
      // A rerun emits again; listeners act once per work.
      await this.events.emit({
        type: 'works_created',
        taskId,
        dispatchJobId: jobId,
        studentIds: chunk,
      });
      await afterChunk?.();
      await nextTurn();
    }
    return manager.count(Work, { where: { taskId, dispatchJobId: jobId } });
  }
}
