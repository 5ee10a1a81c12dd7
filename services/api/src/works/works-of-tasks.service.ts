import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { WorkStatus } from '@tutor/contracts';
import { In, IsNull, Repository, type EntityManager } from 'typeorm';
import { TaskWorks, type TaskSentCounts, type TaskWorkCounts } from '../tasks/task-works';
import { WorkAnswer } from './work-answer.entity';
import { Work } from './work.entity';

/** A work not opened yet: a draft never started nor returned (so without answers). */
const UNSTARTED = 'work.status = :draft AND work.startedAt IS NULL AND work.returned = :no';

const AWAITING_CHECK = [WorkStatus.Submitted, WorkStatus.Resubmitted, WorkStatus.BeingChecked];

interface WorkCountRow {
  taskId: number | string;
  works: number | string;
  awaiting: number | string | null;
}

/** The works module's answers to the tasks module (see TaskWorks). */
@Injectable()
export class WorksOfTasks extends TaskWorks {
  constructor(@InjectRepository(Work) private readonly works: Repository<Work>) {
    super();
  }

  /** Works that are not withdrawn (a deleted task's works all are). */
  async countsByTask(teacherId: number): Promise<Map<number, TaskWorkCounts>> {
    const rows = await this.works
      .createQueryBuilder('work')
      .select('work.taskId', 'taskId')
      .addSelect('COUNT(*)', 'works')
      .addSelect('SUM(CASE WHEN work.status IN (:...awaiting) THEN 1 ELSE 0 END)', 'awaiting')
      .where('work.teacherId = :teacherId', { teacherId, awaiting: AWAITING_CHECK })
      .andWhere('work.withdrawnAt IS NULL')
      .groupBy('work.taskId')
      .getRawMany<WorkCountRow>();
    return new Map(
      rows.map((row) => [
        Number(row.taskId),
        { works: Number(row.works), awaitingCheck: Number(row.awaiting ?? 0) },
      ]),
    );
  }

  async answeredQuestions(
    manager: EntityManager,
    questionIds: readonly number[],
  ): Promise<Set<number>> {
    if (questionIds.length === 0) return new Set();
    const rows = await manager
      .createQueryBuilder(WorkAnswer, 'answer')
      .select('answer.questionId', 'questionId')
      .distinct(true)
      .where({ questionId: In(questionIds) })
      .getRawMany<{ questionId: number | string }>();
    return new Set(rows.map((r) => Number(r.questionId)));
  }

  async sentCounts(taskId: number): Promise<TaskSentCounts> {
    const row = await this.works
      .createQueryBuilder('work')
      .select('COUNT(DISTINCT work.studentId)', 'students')
      .addSelect(`SUM(CASE WHEN ${UNSTARTED} THEN 1 ELSE 0 END)`, 'unstarted')
      .where('work.taskId = :taskId', { taskId, draft: WorkStatus.Draft, no: false })
      .andWhere('work.withdrawnAt IS NULL')
      .getRawOne<{ students: number | string; unstarted: number | string | null }>();
    return { students: Number(row?.students ?? 0), unstarted: Number(row?.unstarted ?? 0) };
  }

  /** One conditional UPDATE (the version bumps: an open page reloads before saving). */
  async reviseUnstarted(taskId: number, revisionId: number, now: number): Promise<number> {
    const result = await this.works
      .createQueryBuilder()
      .update(Work)
      .set({ taskRevisionId: revisionId, updatedAt: now })
      .where('task_id = :taskId', { taskId })
      .andWhere('withdrawn_at IS NULL')
      .andWhere('status = :draft AND started_at IS NULL AND returned = :no', {
        draft: WorkStatus.Draft,
        no: false,
      })
      .andWhere('(task_revision_id IS NULL OR task_revision_id <> :revisionId)', { revisionId })
      .execute();
    return result.affected ?? 0;
  }

  async withdrawAll(manager: EntityManager, taskId: number, now: number): Promise<void> {
    await manager.update(
      Work,
      { taskId, withdrawnAt: IsNull() },
      { withdrawnAt: now, updatedAt: now },
    );
  }
}
