import type { INestApplication } from '@nestjs/common';
import { getRepositoryToken } from '@nestjs/typeorm';
import { QuestionType, WorkStatus, type Mark, type ScaleOptions } from '@tutor/contracts';
import type { Repository } from 'typeorm';
import { StudentGroupMember } from '../../students/student-group-member.entity';
import { StudentGroup } from '../../students/student-group.entity';
import type { Task } from '../../tasks/task.entity';
import type { User } from '../../users/user.entity';
import { createTask, createWork } from '../../works/testing/works-fixtures';
import type { Work } from '../../works/work.entity';

/** Groups, tasks and checked works written straight to the repositories, for journal specs. */

function repo<T extends object>(app: INestApplication, entity: new () => T): Repository<T> {
  return app.get<Repository<T>>(getRepositoryToken(entity));
}

export async function createGroup(
  app: INestApplication,
  teacher: User,
  students: readonly User[],
  name = '7А',
): Promise<StudentGroup> {
  const group = await repo(app, StudentGroup).save({
    teacherId: teacher.id,
    name,
    createdAt: Date.now(),
  });
  if (students.length > 0) {
    await repo(app, StudentGroupMember).insert(
      students.map((student) => ({ groupId: group.id, studentId: student.id })),
    );
  }
  return group;
}

export const FIVE_POINT: ScaleOptions = {
  scale: 'five_point',
  thresholds: { 5: 90, 4: 70, 3: 50 },
};

/** A five-point task of 10 balls (one short-text question). */
export async function fivePointTask(
  app: INestApplication,
  teacher: User,
  fields: Partial<Task> = {},
): Promise<Task> {
  const { task } = await createTask(app, teacher, {
    scale: FIVE_POINT,
    questions: [{ type: QuestionType.ShortText, ball: 10 }],
    ...fields,
  });
  return task;
}

/** A checked work on `task` with this ball and mark. */
export function checkedWork(
  app: INestApplication,
  task: Task,
  student: User,
  ball: number,
  mark: Mark,
  fields: Partial<Work> = {},
): Promise<Work> {
  return createWork(app, task, student, {
    status: WorkStatus.Checked,
    ball,
    mark,
    checkedAt: Date.now(),
    ...fields,
  });
}

export const five = (value: 2 | 3 | 4 | 5): Mark => ({ scale: 'five_point', value });
