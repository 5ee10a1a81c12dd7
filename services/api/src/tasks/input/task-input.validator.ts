import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  QuestionType,
  TASK_INPUT_FIELDS,
  hasReferenceAnswers,
  TaskScale,
  isChoiceQuestion,
  normalizeShortAnswer,
  type ChoiceOption,
  type Rubric,
  type ScaleOptions,
} from '@tutor/contracts';
import { plainToInstance } from 'class-transformer';
import { validate, type ValidationError } from 'class-validator';
import { Repository } from 'typeorm';
import { Clock } from '../../common/clock/clock.service';
import { isLargeBody } from '../../common/http/turns';
import { fieldError } from '../../common/validation/field-error';
import { ValidationFailedException } from '../../common/validation/validation-failed.exception';
import { VALIDATOR_OPTIONS } from '../../common/validation/validation.pipe';
import { Subject } from '../../subjects/subject.entity';
import { firstFailures, refusedPaths } from '../dto/first-failure';
import type { ScaleDto } from '../dto/scale.dto';
import { TaskInputDto } from '../dto/task-input.dto';
import type { TaskQuestionDto } from '../dto/task-question.dto';
import { hasQuestionList, taskInputInSteps, validateInSteps } from './task-input-steps';
import { taskInputRules } from './task-input.rules';
import { rubricOf } from '../../rubrics/rubric-copy';
import type { Task } from '../task.entity';
import { TasksErrorCode, TasksException } from '../tasks.errors';
import { fileListOf, taskFileRules } from '../attachments/task-file-rules';

/** A question the rules accepted; id is a kept question's id on PUT, else null. */
export interface ValidQuestion {
  id: number | null;
  type: QuestionType;
  text: string;
  ball: number;
  options: ChoiceOption[] | null;
  correct: string[] | null;
  /** 1 for every type but file questions. */
  maxFiles: number;
  /** Short-text and formula questions with reference answers (trimmed, without repeats); else null. */
  referenceAnswers: string[] | null;
  /** Checked by rubric (a copy with only the rubric's own fields); null for none. */
  rubric: Rubric | null;
  /** Ids of the files listed under the question; null for none. */
  attachments: number[] | null;
}

/** A task body every rule accepted, with the defaults of the optional fields filled in. */
export interface ValidTaskInput {
  title: string;
  subjectId: number | null;
  questions: ValidQuestion[];
  maxBall: number;
  criteria: string;
  timerMinutes: number;
  deadline: number | null;
  delayAt: number | null;
  onlyNew: boolean;
  canRepeated: boolean;
  showAnswers: boolean;
  postDeadlineAllowed: boolean;
  allowQuestionCopy: boolean;
  scale: ScaleOptions;
  decision: string;
  /** Ids of the files attached to the task as a whole; null for none. */
  attachments: number[] | null;
}

/** The task being changed (PUT), or nothing for a new one (POST). */
export interface TaskBeingChanged {
  task: Pick<Task, 'deadline'>;
  questionIds: ReadonlySet<number>;
}

const FIELD_ORDER: readonly string[] = TASK_INPUT_FIELDS;

const isBody = (body: unknown): body is object =>
  typeof body === 'object' && body !== null && !Array.isArray(body);

function rank(error: ValidationError): number {
  const index = FIELD_ORDER.indexOf(error.property.split('.')[0] ?? '');
  return index === -1 ? FIELD_ORDER.length : index;
}

function scaleOf(dto: ScaleDto): ScaleOptions {
  switch (dto.scale) {
    case TaskScale.Points:
      return { scale: TaskScale.Points };
    case TaskScale.FivePoint: {
      const thresholds = dto.thresholds ?? { 5: 0, 4: 0, 3: 0 };
      return {
        scale: TaskScale.FivePoint,
        thresholds: { 5: thresholds['5'], 4: thresholds['4'], 3: thresholds['3'] },
      };
    }
    case TaskScale.PassFail:
      return { scale: TaskScale.PassFail, pass_percent: dto.pass_percent ?? 0 };
    case TaskScale.Custom:
      return {
        scale: TaskScale.Custom,
        options: (dto.options ?? []).map(({ label, min_percent }) => ({ label, min_percent })),
      };
  }
}

/** A checked question as the tasks (and the question bank) store it. */
export function questionOf(dto: TaskQuestionDto, keepIds: boolean): ValidQuestion {
  const choice = isChoiceQuestion(dto.type);
  return {
    id: keepIds && typeof dto.id === 'number' ? dto.id : null,
    type: dto.type,
    text: dto.text,
    ball: dto.ball,
    options: choice ? (dto.options ?? []).map(({ id, text }) => ({ id, text })) : null,
    correct: choice ? [...new Set(dto.correct ?? [])] : null,
    maxFiles: dto.type === QuestionType.File ? (dto.max_files ?? 1) : 1,
    referenceAnswers: hasReferenceAnswers(dto.type)
      ? referenceAnswersOf(dto.reference_answers)
      : null,
    rubric: rubricOf(dto.rubric),
    attachments: fileListOf(dto.attachments),
  };
}

/** Trimmed, and one of each normalised form; none is null. */
function referenceAnswersOf(answers: readonly string[] | null | undefined): string[] | null {
  const seen = new Set<string>();
  const kept = (answers ?? []).flatMap((answer) => {
    const key = normalizeShortAnswer(answer);
    if (key === '' || seen.has(key)) return [];
    seen.add(key);
    return [answer.trim()];
  });
  return kept.length === 0 ? null : kept;
}

/** The body as a TaskInputDto and the DTO's errors; a large body's taken in steps. */
async function checked(body: unknown): Promise<{ dto: TaskInputDto; errors: ValidationError[] }> {
  const plain = isBody(body) ? (body as Record<string, unknown>) : {};
  if (isLargeBody(body) && hasQuestionList(plain)) {
    const dto = await taskInputInSteps(plain);
    return { dto, errors: await validateInSteps(dto) };
  }
  const dto = plainToInstance(TaskInputDto, plain);
  return { dto, errors: await validate(dto, VALIDATOR_OPTIONS) };
}

/**
 * Checks a task body with every rule: the fields' own (DTO), the ones comparing fields,
 * the teacher's subjects and the clock, answering one 422 for all; the max ball is
 * compared with the sum of the balls once the rest is valid (its message names the sum).
 */
@Injectable()
export class TaskInputValidator {
  constructor(
    @InjectRepository(Subject) private readonly subjects: Repository<Subject>,
    private readonly clock: Clock,
  ) {}

  async validate(
    teacherId: number,
    body: unknown,
    changed?: TaskBeingChanged,
    sharedFiles?: ReadonlySet<number>,
  ): Promise<ValidTaskInput> {
    const { dto, errors: found } = await checked(body);
    const errors = firstFailures(found);
    const refused = refusedPaths(errors);
    errors.push(...taskInputRules(dto, { refused, questionIds: changed?.questionIds }));
    if (!refused.includes('subject_id')) {
      errors.push(...(await this.subjectRules(teacherId, dto.subject_id)));
    }
    if (!refused.includes('deadline')) errors.push(...this.deadlineRules(dto.deadline, changed));
    const files = { teacherId, refused, shared: sharedFiles };
    errors.push(...(await taskFileRules(this.subjects.manager, dto, files)));
    if (errors.length > 0) {
      throw new ValidationFailedException([...errors].sort((a, b) => rank(a) - rank(b)));
    }
    const sum = dto.questions.reduce((total, question) => total + question.ball, 0);
    if (sum !== dto.max_ball) {
      throw new TasksException(TasksErrorCode.MaxBallSum, { params: { sum } });
    }
    return {
      title: dto.title,
      subjectId: dto.subject_id ?? null,
      questions: dto.questions.map((question) => questionOf(question, changed !== undefined)),
      maxBall: dto.max_ball,
      criteria: dto.criteria ?? '',
      timerMinutes: dto.timer_minutes ?? 0,
      deadline: dto.deadline ?? null,
      delayAt: dto.delay_at ?? null,
      onlyNew: dto.only_new ?? false,
      canRepeated: dto.can_repeated ?? false,
      showAnswers: dto.show_answers ?? false,
      postDeadlineAllowed: dto.post_deadline_allowed ?? false,
      allowQuestionCopy: dto.allow_question_copy ?? false,
      scale: scaleOf(dto.scale),
      decision: dto.decision ?? '',
      attachments: fileListOf(dto.attachments),
    };
  }

  private async subjectRules(
    teacherId: number,
    subjectId: number | null | undefined,
  ): Promise<ValidationError[]> {
    if (subjectId === null || subjectId === undefined) return [];
    const own = await this.subjects.existsBy({ id: subjectId, teacherId });
    return own
      ? []
      : [fieldError('subject_id', subjectId, 'isOwnSubject', 'tasks.subject_unknown')];
  }

  /** A new deadline may not be past; a kept one may (the task is only being edited). */
  private deadlineRules(
    deadline: number | null | undefined,
    changed: TaskBeingChanged | undefined,
  ): ValidationError[] {
    if (deadline === null || deadline === undefined) return [];
    if (changed !== undefined && changed.task.deadline === deadline) return [];
    if (deadline > this.clock.now()) return [];
    return [fieldError('deadline', deadline, 'isFuture', 'tasks.deadline_past')];
  }
}
