import type { INestApplication } from '@nestjs/common';
import { getRepositoryToken } from '@nestjs/typeorm';
import {
  QuestionType,
  ROLE_STUDENT,
  ROLE_TEACHER,
  WorkStatus,
  type AnswerValue,
  type ChoiceOption,
} from '@tutor/contracts';
import { IsNull, type Repository } from 'typeorm';
import { Clock } from '../../common/clock/clock.service';
import { FileStorage } from '../../files/file-storage';
import { StoredFile } from '../../files/stored-file.entity';
import { TeacherStudent } from '../../students/teacher-student.entity';
import { Subject } from '../../subjects/subject.entity';
import { TaskQuestion } from '../../tasks/task-question.entity';
import { Task } from '../../tasks/task.entity';
import type { User } from '../../users/user.entity';
import type { NewUser } from '../../users/users.service';
import { WorkAnswer } from '../work-answer.entity';
import { Work } from '../work.entity';

/** Tasks, questions, works and files written straight to the repositories, for specs. */

function repo<T extends object>(app: INestApplication, entity: new () => T): Repository<T> {
  return app.get<Repository<T>>(getRepositoryToken(entity));
}

const options = (...ids: string[]): ChoiceOption[] =>
  ids.map((id) => ({ id, text: `Option ${id}` }));

export interface QuestionSpec {
  type: QuestionType;
  ball: number;
  text?: string;
  options?: ChoiceOption[];
  correct?: string[];
  maxFiles?: number;
  referenceAnswers?: string[];
}

/** single choice (2, correct a), multiple choice (3, correct a+c), short text (5): max 10. */
export const DEFAULT_QUESTIONS: readonly QuestionSpec[] = [
  { type: QuestionType.SingleChoice, ball: 2, options: options('a', 'b', 'c'), correct: ['a'] },
  {
    type: QuestionType.MultipleChoice,
    ball: 3,
    options: options('a', 'b', 'c'),
    correct: ['a', 'c'],
  },
  { type: QuestionType.ShortText, ball: 5 },
];

export interface TaskFixture {
  task: Task;
  questions: TaskQuestion[];
}

export async function createSubject(
  app: INestApplication,
  teacher: User,
  name = `Subject ${Math.random().toString(36).slice(2, 8)}`,
): Promise<Subject> {
  return repo(app, Subject).save({ teacherId: teacher.id, name, createdAt: Date.now() });
}

/** A task of `teacher` with `questions` (default three); max ball is their sum. */
export async function createTask(
  app: INestApplication,
  teacher: User,
  fields: Partial<Task> & { questions?: readonly QuestionSpec[] } = {},
): Promise<TaskFixture> {
  const { questions: specs = DEFAULT_QUESTIONS, ...rest } = fields;
  const now = app.get(Clock).now();
  const task = await repo(app, Task).save(
    repo(app, Task).create({
      teacherId: teacher.id,
      subjectId: null,
      title: 'Fractions',
      criteria: 'Show your working.',
      maxBall: specs.reduce((sum, spec) => sum + spec.ball, 0),
      timerMinutes: 0,
      deadline: null,
      delayAt: null,
      onlyNew: false,
      canRepeated: false,
      showAnswers: false,
      postDeadlineAllowed: false,
      allowQuestionCopy: true,
      scale: { scale: 'points' },
      decision: 'The reference solution.',
      createdAt: now,
      updatedAt: now,
      deletedAt: null,
      ...rest,
    }),
  );
  const questions = await repo(app, TaskQuestion).save(
    specs.map((spec, position) =>
      repo(app, TaskQuestion).create({
        taskId: task.id,
        position,
        type: spec.type,
        text: spec.text ?? `Question ${position + 1}`,
        ball: spec.ball,
        options: spec.options ?? null,
        correct: spec.correct ?? null,
        maxFiles: spec.maxFiles ?? 1,
        referenceAnswers: spec.referenceAnswers ?? null,
      }),
    ),
  );
  return { task, questions };
}

/** A work of `student` on `task` (attempt 1, draft, unless `fields` say otherwise). */
export async function createWork(
  app: INestApplication,
  task: Task,
  student: User,
  fields: Partial<Work> = {},
): Promise<Work> {
  const now = app.get(Clock).now();
  return repo(app, Work).save(
    repo(app, Work).create({
      taskId: task.id,
      teacherId: task.teacherId,
      studentId: student.id,
      attempt: 1,
      status: WorkStatus.Draft,
      dispatchJobId: null,
      startedAt: null,
      submittedAt: fields.status !== undefined && fields.status !== WorkStatus.Draft ? now : null,
      checkedAt: null,
      late: false,
      returned: false,
      ball: null,
      mark: null,
      createdAt: now,
      updatedAt: now,
      withdrawnAt: null,
      ...fields,
    }),
  );
}

/** A stored answer of `work` to `question` (auto ball and ball as given). */
export async function createAnswer(
  app: INestApplication,
  work: Work,
  question: TaskQuestion | undefined,
  value: AnswerValue | null,
  balls: { autoBall?: number | null; ball?: number | null } = {},
): Promise<WorkAnswer> {
  if (question === undefined) throw new Error('createAnswer needs a question');
  return repo(app, WorkAnswer).save({
    workId: work.id,
    questionId: question.id,
    value,
    autoBall: balls.autoBall ?? null,
    ball: balls.ball ?? null,
    updatedAt: Date.now(),
  });
}

/**
 * Soft-deletes a task and withdraws its works, as the tasks module does; `withdrawWorks:
 * false` leaves the works as they were, to prove a deleted task alone hides them.
 */
export async function deleteTask(
  app: INestApplication,
  taskId: number,
  { withdrawWorks = true } = {},
): Promise<void> {
  const now = Date.now();
  await repo(app, Task).update({ id: taskId }, { deletedAt: now });
  if (withdrawWorks) {
    await repo(app, Work).update({ taskId, withdrawnAt: IsNull() }, { withdrawnAt: now });
  }
}

/** The teacher_students row: `student` is a student of `teacher`. */
export async function enrol(app: INestApplication, teacher: User, student: User): Promise<void> {
  await repo(app, TeacherStudent).insert({
    teacherId: teacher.id,
    studentId: student.id,
    joinedAt: Date.now(),
  });
}

/** An uploaded file of `owner`, with its bytes in the FileStorage. */
export async function createStoredFile(
  app: INestApplication,
  owner: User,
  content: string | Buffer = 'file content',
  name = 'answer.txt',
  mime = 'text/plain',
): Promise<StoredFile> {
  const storageKey = `test/${owner.id}-${Math.random().toString(36).slice(2)}`;
  await app.get(FileStorage).put(storageKey, Buffer.from(content));
  return repo(app, StoredFile).save({
    ownerId: owner.id,
    storageKey,
    originalName: name,
    mime,
    size: Buffer.byteLength(content),
    createdAt: Date.now(),
  });
}

export interface Person<B> {
  browser: B;
  user: User;
}

/** The people of every rights test: a teacher with a student, another teacher with theirs. */
export interface Cast<B> {
  teacher: Person<B>;
  student: Person<B>;
  otherTeacher: Person<B>;
  otherStudent: Person<B>;
}

/**
 * Signs the cast in with `signIn` (testing/browser's signedInBrowser: passed in, so this
 * file builds without the Jest-only helpers).
 */
export async function createCast<B>(
  app: INestApplication,
  signIn: (app: INestApplication, fields: Partial<NewUser>) => Promise<Person<B>>,
): Promise<Cast<B>> {
  const [teacher, student, otherTeacher, otherStudent] = await Promise.all([
    signIn(app, { role: ROLE_TEACHER, firstName: 'Teacher' }),
    signIn(app, { role: ROLE_STUDENT, firstName: 'Student' }),
    signIn(app, { role: ROLE_TEACHER, firstName: 'Other teacher' }),
    signIn(app, { role: ROLE_STUDENT, firstName: 'Other student' }),
  ]);
  await enrol(app, teacher.user, student.user);
  await enrol(app, otherTeacher.user, otherStudent.user);
  return { teacher, student, otherTeacher, otherStudent };
}

export function worksRepository(app: INestApplication): Repository<Work> {
  return repo(app, Work);
}
