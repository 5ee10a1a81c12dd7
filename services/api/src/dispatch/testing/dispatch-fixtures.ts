import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { ROLE_STUDENT, type DispatchJobStatus } from '@tutor/contracts';
import { Like, type DataSource } from 'typeorm';
import { StudentGroupMember } from '../../students/student-group-member.entity';
import { StudentGroup } from '../../students/student-group.entity';
import { TeacherStudent } from '../../students/teacher-student.entity';
import { Task } from '../../tasks/task.entity';
import { User } from '../../users/user.entity';
import { DispatchJob } from '../dispatch-job.entity';

/**
 * Data for dispatch specs and `npm run bench:dispatch`: rows written straight to the
 * database, in bulk where there are many (no HTTP, no password hashing).
 */

const CHUNK = 500;

async function insertChunked<T extends object>(
  dataSource: DataSource,
  target: new () => T,
  rows: readonly T[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await dataSource
      .createQueryBuilder()
      .insert()
      .into(target)
      .values(rows.slice(i, i + CHUNK))
      .updateEntity(false)
      .execute();
  }
}

/** A task of the teacher with plain settings; `fields` override them. */
export async function insertTask(
  dataSource: DataSource,
  teacherId: number,
  fields: Partial<Task> = {},
): Promise<Task> {
  const tasks = dataSource.getRepository(Task);
  const now = Date.now();
  return tasks.save(
    tasks.create({
      teacherId,
      subjectId: null,
      title: 'Fractions',
      criteria: '',
      maxBall: 10,
      timerMinutes: 0,
      deadline: null,
      delayAt: null,
      onlyNew: false,
      canRepeated: false,
      showAnswers: false,
      postDeadlineAllowed: false,
      allowQuestionCopy: true,
      scale: { scale: 'points' },
      decision: '',
      createdAt: now,
      updatedAt: now,
      deletedAt: null,
      ...fields,
    }),
  );
}

/** `count` new accounts (without a password), answered as ids in creation order. */
export async function insertUsers(
  dataSource: DataSource,
  count: number,
  role = ROLE_STUDENT,
): Promise<number[]> {
  const tag = `user-${randomUUID().slice(0, 8)}`;
  const rows = Array.from({ length: count }, (_, i) =>
    Object.assign(new User(), {
      email: `${tag}-${i}@example.com`,
      firstName: `Student ${i}`,
      phone: null,
      role,
      passwordHash: null,
    }),
  );
  await insertChunked(dataSource, User, rows);
  const users = await dataSource.getRepository(User).find({
    select: { id: true },
    where: { email: Like(`${tag}-%`) },
    order: { id: 'ASC' },
  });
  return users.map((user) => user.id);
}

/** Makes the users students of the teacher (teacher_students rows). */
export async function linkStudents(
  dataSource: DataSource,
  teacherId: number,
  studentIds: readonly number[],
  joinedAt = Date.now(),
): Promise<void> {
  const rows = studentIds.map((studentId) =>
    Object.assign(new TeacherStudent(), { teacherId, studentId, joinedAt }),
  );
  await insertChunked(dataSource, TeacherStudent, rows);
}

/** New students of the teacher. */
export async function insertStudentsOf(
  dataSource: DataSource,
  teacherId: number,
  count: number,
): Promise<number[]> {
  const ids = await insertUsers(dataSource, count);
  await linkStudents(dataSource, teacherId, ids);
  return ids;
}

/** A group of the teacher with these members. */
export async function insertGroup(
  dataSource: DataSource,
  teacherId: number,
  memberIds: readonly number[],
): Promise<number> {
  const groups = dataSource.getRepository(StudentGroup);
  const group = await groups.save(
    groups.create({ teacherId, name: 'Group', createdAt: Date.now() }),
  );
  const members = memberIds.map((studentId) =>
    Object.assign(new StudentGroupMember(), { groupId: group.id, studentId }),
  );
  await insertChunked(dataSource, StudentGroupMember, members);
  return group.id;
}

/**
 * Resolves with the job once `done` holds for its row (polled every 10 ms), or rejects
 * after `timeoutMs` with the last row seen.
 */
export async function waitForJob(
  dataSource: DataSource,
  jobId: number,
  done: (job: DispatchJob) => boolean,
  timeoutMs = 10_000,
): Promise<DispatchJob> {
  const started = Date.now();
  for (;;) {
    const job = await dataSource.getRepository(DispatchJob).findOneBy({ id: jobId });
    if (job !== null && done(job)) return job;
    if (Date.now() - started > timeoutMs) {
      throw new Error(`Dispatch job ${jobId} did not get there: ${JSON.stringify(job)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A predicate for waitForJob. */
export const hasStatus =
  (...statuses: DispatchJobStatus[]) =>
  (job: DispatchJob): boolean =>
    statuses.includes(job.status);

/**
 * Whether a TCP connection to the Redis of `url` opens within half a second; synchronous,
 * so a spec can decide at load time whether to run its BullMQ cases.
 */
export function redisReachable(url: string): boolean {
  const { hostname, port } = new URL(url);
  const probe = `const s=require('node:net').connect(${Number(port || 6379)},${JSON.stringify(hostname)});s.on('connect',()=>process.exit(0));s.on('error',()=>process.exit(1));setTimeout(()=>process.exit(1),500);`;
  try {
    execFileSync(process.execPath, ['-e', probe], { stdio: 'ignore', timeout: 2000 });
    return true;
  } catch {
    return false;
  }
}
