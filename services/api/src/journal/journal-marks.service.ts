import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type {
  JournalExcuse as ExcuseAnswer,
  JournalWeight as WeightAnswer,
} from '@tutor/contracts';
import { DataSource, Repository } from 'typeorm';
import { AccessException } from '../common/errors/access.exception';
import { Clock } from '../common/clock/clock.service';
import { rawQuery } from '../database/raw-query';
import { JournalExcuse } from './journal-excuse.entity';
import { JournalWeight } from './journal-weight.entity';
import { RecordAccess } from '../access/record-access.service';

/** The teacher's own entries in the journal: task weights and excused cells. */
@Injectable()
export class JournalMarksService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(JournalWeight) private readonly weights: Repository<JournalWeight>,
    @InjectRepository(JournalExcuse) private readonly excuses: Repository<JournalExcuse>,
    private readonly clock: Clock,
    private readonly access: RecordAccess,
  ) {}

  async setWeight(teacherId: number, taskId: number, weight: number): Promise<WeightAnswer> {
    await this.access.require(teacherId, 'task', taskId);
    await this.weights.upsert({ taskId, weight, updatedAt: this.clock.now() }, ['taskId']);
    return { task_id: taskId, weight };
  }

  /** Excuses (or un-excuses) a student of the teacher on one of the teacher's tasks. */
  async setExcused(
    teacherId: number,
    taskId: number,
    studentId: number,
    excused: boolean,
  ): Promise<ExcuseAnswer> {
    await this.access.require(teacherId, 'task', taskId);
    await this.ownStudent(teacherId, taskId, studentId);
    if (excused) {
      await this.excuses
        .createQueryBuilder()
        .insert()
        .values({ taskId, studentId, teacherId, createdAt: this.clock.now() })
        .orIgnore()
        .execute();
    } else {
      await this.excuses.delete({ taskId, studentId });
    }
    return { task_id: taskId, student_id: studentId, excused };
  }

  /** The teacher's student, or one who has a work on the task (and left since). */
  private async ownStudent(teacherId: number, taskId: number, studentId: number): Promise<void> {
    const rows = await rawQuery(
      this.dataSource,
      `SELECT 1 AS one FROM teacher_students WHERE teacher_id = :teacher AND student_id = :student
       UNION ALL
       SELECT 1 AS one FROM works WHERE task_id = :task AND student_id = :student`,
      { teacher: teacherId, student: studentId, task: taskId },
    );
    if (rows.length === 0) throw AccessException.notFound();
  }
}
