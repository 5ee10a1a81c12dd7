import type { INestApplication } from '@nestjs/common';
import { getRepositoryToken } from '@nestjs/typeorm';
import { WorkStatus, type TaskInput } from '@tutor/contracts';
import type { Repository } from 'typeorm';
import { Clock } from '../../common/clock/clock.service';
import { Subject } from '../../subjects/subject.entity';
import { WorkAnswer } from '../../works/work-answer.entity';
import { Work } from '../../works/work.entity';

/** Test data of the tasks specs (not used by the app). */

/** A valid body: a single choice, a text and a file question, 10 balls in all. */
export function taskInput(overrides: Partial<TaskInput> = {}): TaskInput {
  return {
    title: 'Fractions',
    subject_id: null,
    questions: [
      {
        type: 'single_choice',
        text: '1/2 + 1/4 = ?',
        ball: 4,
        options: [
          { id: 'a', text: '3/4' },
          { id: 'b', text: '2/6' },
        ],
        correct: ['a'],
      },
      { type: 'long_text', text: 'Explain why.', ball: 5 },
      { type: 'file', text: 'Upload your notebook page.', ball: 1 },
    ],
    max_ball: 10,
    criteria: 'Show your work.',
    timer_minutes: 0,
    deadline: null,
    delay_at: null,
    only_new: false,
    can_repeated: false,
    show_answers: true,
    post_deadline_allowed: false,
    allow_question_copy: false,
    scale: { scale: 'five_point', thresholds: { 5: 90, 4: 70, 3: 50 } },
    decision: '3/4, because 1/2 = 2/4.',
    ...overrides,
  };
}

/** A work of `studentId` on the task, inserted directly (the works module makes real ones). */
export async function insertWork(
  app: INestApplication,
  fields: Pick<Work, 'taskId' | 'teacherId' | 'studentId'> & Partial<Work>,
): Promise<Work> {
  const works = app.get<Repository<Work>>(getRepositoryToken(Work));
  const now = app.get(Clock).now();
  return works.save(
    works.create({
      attempt: 1,
      status: WorkStatus.Draft,
      dispatchJobId: null,
      startedAt: null,
      submittedAt: null,
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

/** A work's answer to a question, inserted directly. */
export async function insertAnswer(
  app: INestApplication,
  workId: number,
  questionId: number,
): Promise<void> {
  const answers = app.get<Repository<WorkAnswer>>(getRepositoryToken(WorkAnswer));
  await answers.insert({
    workId,
    questionId,
    value: { text: 'An answer' },
    autoBall: null,
    ball: null,
    updatedAt: app.get(Clock).now(),
  });
}

export function workRepository(app: INestApplication): Repository<Work> {
  return app.get<Repository<Work>>(getRepositoryToken(Work));
}

/** A subject of the teacher, inserted directly (the subjects module makes real ones). */
export async function insertSubject(
  app: INestApplication,
  teacherId: number,
  name = `Subject ${Math.random().toString(36).slice(2, 8)}`,
): Promise<Subject> {
  const subjects = app.get<Repository<Subject>>(getRepositoryToken(Subject));
  return subjects.save(subjects.create({ teacherId, name, createdAt: app.get(Clock).now() }));
}
