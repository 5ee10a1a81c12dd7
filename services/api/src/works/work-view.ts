import {
  QuestionType,
  WorkStatus,
  hasReferenceAnswers,
  isChoiceQuestion,
  videoEmbedUrl,
  type StoredFileRef,
  type WorkAnswer as WorkAnswerView,
  type WorkQuestion,
  type WorkView,
} from '@tutor/contracts';
import type { StoredFile } from '../files/stored-file.entity';
import type { Subject } from '../subjects/subject.entity';
import type { TaskQuestion } from '../tasks/task-question.entity';
import type { Task } from '../tasks/task.entity';
import type { User } from '../users/user.entity';
import { fileKind } from '../files/file-types';
import { fileIdsOf, linkOf } from './student/answer-values';
import type { WorkAnswer } from './work-answer.entity';
import type { Work } from './work.entity';
import { isResubmitted, timerEndsAt } from './work-rules';

/** Everything a work page shows, loaded. */
export interface WorkParts {
  work: Work;
  task: Task;
  questions: readonly TaskQuestion[];
  answers: readonly WorkAnswer[];
  student: Pick<User, 'id' | 'firstName' | 'email'>;
  subject: Pick<Subject, 'id' | 'name'> | null;
  files: ReadonlyMap<number, StoredFile>;
  /** Every attempt of the same task by the same student (withdrawn ones left out). */
  attempts: readonly Pick<Work, 'id' | 'attempt' | 'status' | 'ball'>[];
}

/** What the viewer may see: the teacher everything, the student the result only after 4. */
interface Visibility {
  result: boolean;
  solution: boolean;
}

function visibility(parts: WorkParts, asTeacher: boolean): Visibility {
  if (asTeacher) return { result: true, solution: true };
  const checked = parts.work.status === WorkStatus.Checked;
  return { result: checked, solution: checked && parts.task.showAnswers };
}

export function fileRef(workId: number, file: StoredFile): StoredFileRef {
  return {
    id: file.id,
    name: file.originalName,
    size: file.size,
    mime: file.mime,
    kind: fileKind(file.mime),
    url: `/api/works/${workId}/files/${file.id}`,
    pages: file.pageCount ?? 0,
    pages_url: `/api/works/${workId}/files/${file.id}/pages`,
  };
}

function question(row: TaskQuestion, seen: Visibility): WorkQuestion {
  const view: WorkQuestion = {
    id: row.id,
    position: row.position,
    type: row.type,
    text: row.text,
    ball: row.ball,
  };
  if (isChoiceQuestion(row.type)) {
    view.options = row.options ?? [];
    if (seen.solution) view.correct = row.correct ?? [];
  }
  if (row.type === QuestionType.File) view.max_files = row.maxFiles;
  if (hasReferenceAnswers(row.type) && seen.solution && row.referenceAnswers !== null) {
    view.reference_answers = row.referenceAnswers;
  }
  if (row.rubric) view.rubric = row.rubric;
  return view;
}

function answer(row: WorkAnswer, parts: WorkParts, seen: Visibility): WorkAnswerView {
  const view: WorkAnswerView = {
    question_id: row.questionId,
    value: row.value,
    auto_ball: seen.result ? row.autoBall : null,
    auto_checked: seen.result && row.autoBall !== null,
    ball: seen.result ? (row.ball ?? row.autoBall) : null,
  };
  if (seen.result && row.rubricLevels) view.rubric_levels = row.rubricLevels;
  const files = fileIdsOf(row.value).flatMap((id) => {
    const file = parts.files.get(id);
    return file === undefined ? [] : [fileRef(parts.work.id, file)];
  });
  if (files.length > 0) {
    view.files = files;
    view.file = files[0];
  }
  const link = linkOf(row.value);
  const embed = link === undefined ? null : videoEmbedUrl(link);
  if (embed !== null) view.embed_url = embed;
  return view;
}

/** The attempt the student may repeat: checked, repeatable, and the latest one. */
export function canStartNewAttempt(parts: Pick<WorkParts, 'work' | 'task' | 'attempts'>) {
  const latest = Math.max(...parts.attempts.map((a) => a.attempt), parts.work.attempt);
  return (
    parts.work.status === WorkStatus.Checked &&
    parts.task.canRepeated &&
    parts.work.attempt === latest
  );
}

/** A timed draft before "Начать": the student sees its duration, not its questions. */
export function questionsHidden(
  work: Pick<Work, 'status' | 'startedAt'>,
  task: Pick<Task, 'timerMinutes'>,
  asTeacher: boolean,
): boolean {
  return (
    !asTeacher &&
    task.timerMinutes > 0 &&
    work.status === WorkStatus.Draft &&
    work.startedAt === null
  );
}

/** GET /api/works/:workId: the student's work page or the teacher's check page. */
export function toWorkView(parts: WorkParts, asTeacher: boolean, now: number): WorkView {
  const { work, task } = parts;
  const seen = visibility(parts, asTeacher);
  const checked = work.status === WorkStatus.Checked;
  const hidden = questionsHidden(work, task, asTeacher);
  return {
    id: work.id,
    task_id: task.id,
    student: {
      id: parts.student.id,
      first_name: parts.student.firstName,
      email: parts.student.email,
    },
    title: task.title,
    subject: parts.subject === null ? null : { id: parts.subject.id, name: parts.subject.name },
    criteria: task.criteria,
    status: work.status,
    attempt: work.attempt,
    returned: work.returned,
    resubmitted: isResubmitted(work),
    version: work.version,
    max_ball: task.maxBall,
    timer_minutes: task.timerMinutes,
    started: work.startedAt !== null,
    questions_hidden: hidden,
    questions_count: parts.questions.length,
    ends_at: timerEndsAt(work, task),
    now,
    deadline: task.deadline,
    post_deadline_allowed: task.postDeadlineAllowed,
    allow_question_copy: task.allowQuestionCopy,
    can_repeated: task.canRepeated,
    can_start_new_attempt: canStartNewAttempt(parts),
    late: work.late,
    started_at: work.startedAt,
    submitted_at: work.submittedAt,
    checked_at: work.checkedAt,
    questions: hidden ? [] : parts.questions.map((row) => question(row, seen)),
    answers: hidden ? [] : parts.answers.map((row) => answer(row, parts, seen)),
    ball: checked ? work.ball : null,
    mark: checked ? work.mark : null,
    decision: seen.solution ? task.decision : null,
    attempts: seen.result
      ? parts.attempts.map((a) => ({
          id: a.id,
          attempt: a.attempt,
          status: a.status,
          ball: a.status === WorkStatus.Checked ? a.ball : null,
        }))
      : [],
  };
}
