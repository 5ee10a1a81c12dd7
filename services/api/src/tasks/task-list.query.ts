import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { WorkStatus, type TaskSummary } from '@tutor/contracts';
import { Repository } from 'typeorm';
import { Work } from '../works/work.entity';
import { TaskQuestion } from './task-question.entity';
import { Task } from './task.entity';
import { taskSummary, type TaskCounts } from './task.mapper';

const AWAITING_CHECK = [WorkStatus.Submitted, WorkStatus.Resubmitted, WorkStatus.BeingChecked];

interface QuestionCountRow {
  taskId: number | string;
  questions: number | string;
}

interface WorkCountRow {
  taskId: number | string;
  works: number | string;
  awaiting: number | string | null;
}

/** The teacher's task list: one query for the tasks, one grouped count per table. */
@Injectable()
export class TaskListQuery {
  constructor(
    @InjectRepository(Task) private readonly tasks: Repository<Task>,
    @InjectRepository(TaskQuestion) private readonly questions: Repository<TaskQuestion>,
    @InjectRepository(Work) private readonly works: Repository<Work>,
  ) {}

  /** The teacher's tasks that are not deleted, newest first. */
  async list(teacherId: number): Promise<TaskSummary[]> {
    const [tasks, questionCounts, workCounts] = await Promise.all([
      this.tasks
        .createQueryBuilder('task')
        .leftJoinAndSelect('task.subject', 'subject')
        .where('task.teacherId = :teacherId', { teacherId })
        .andWhere('task.deletedAt IS NULL')
        .orderBy('task.createdAt', 'DESC')
        .addOrderBy('task.id', 'DESC')
        .getMany(),
      this.questionCounts(teacherId),
      this.workCounts(teacherId),
    ]);
    const empty: TaskCounts = { questions: 0, works: 0, awaitingCheck: 0 };
    return tasks.map((task) =>
      taskSummary(task, {
        ...empty,
        ...workCounts.get(task.id),
        questions: questionCounts.get(task.id) ?? 0,
      }),
    );
  }

  private async questionCounts(teacherId: number): Promise<Map<number, number>> {
    const rows = await this.questions
      .createQueryBuilder('question')
      .innerJoin('question.task', 'task')
      .select('question.taskId', 'taskId')
      .addSelect('COUNT(*)', 'questions')
      .where('task.teacherId = :teacherId', { teacherId })
      .andWhere('task.deletedAt IS NULL')
      .groupBy('question.taskId')
      .getRawMany<QuestionCountRow>();
    return new Map(rows.map((row) => [Number(row.taskId), Number(row.questions)]));
  }

  /** Works that are not withdrawn (a deleted task's works all are). */
  private async workCounts(
    teacherId: number,
  ): Promise<Map<number, Pick<TaskCounts, 'works' | 'awaitingCheck'>>> {
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
}
