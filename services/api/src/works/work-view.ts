import {
  WorkStatus,
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
import { fileIdOf, linkOf } from './answer-values';
import type { WorkAnswer } from './work-answer.entity';
import type { Work } from './work.entity';
import { timerEndsAt } from './work-rules';

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
    url: `/api/works/${workId}/files/${file.id}`,
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
  return view;
}

function answer(row: WorkAnswer, parts: WorkParts, seen: Visibility): WorkAnswerView {
  const view: WorkAnswerView = {
    question_id: row.questionId,
    value: row.value,
    auto_ball: seen.result ? row.autoBall : null,
    ball: seen.result ? (row.ball ?? row.autoBall) : null,
  };
  const fileId = fileIdOf(row.value);
  const file = fileId === undefined ? undefined : parts.files.get(fileId);
  if (file !== undefined) view.file = fileRef(parts.work.id, file);
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

/** GET /api/works/:workId: the student's work page or the teacher's check page. */
export function toWorkView(parts: WorkParts, asTeacher: boolean, now: number): WorkView {
  const { work, task } = parts;
  const seen = visibility(parts, asTeacher);
  const checked = work.status === WorkStatus.Checked;
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
    version: work.version,
    max_ball: task.maxBall,
    timer_minutes: task.timerMinutes,
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
    questions: parts.questions.map((row) => question(row, seen)),
    answers: parts.answers.map((row) => answer(row, parts, seen)),
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
