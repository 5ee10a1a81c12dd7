import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { TaskSummary } from '@tutor/contracts';
import { Repository } from 'typeorm';
import { TaskQuestion } from './task-question.entity';
import { Task } from './task.entity';
import { taskSummary, type TaskCounts } from './task.mapper';
import { TaskWorks } from './task-works';

interface QuestionCountRow {
  taskId: number | string;
  questions: number | string;
}

/** The teacher's task list: one query for the tasks, one grouped count per table. */
@Injectable()
export class TaskListQuery {
  constructor(
    @InjectRepository(Task) private readonly tasks: Repository<Task>,
    @InjectRepository(TaskQuestion) private readonly questions: Repository<TaskQuestion>,
    private readonly taskWorks: TaskWorks,
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
      this.taskWorks.countsByTask(teacherId),
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
}
