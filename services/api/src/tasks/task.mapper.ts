import {
  QuestionType,
  TaskLibraryStatus,
  hasReferenceAnswers,
  type Task as TaskView,
  type TaskInput,
  type TaskQuestionInput,
  type TaskQuestion as TaskQuestionView,
  type TaskSummary,
  questionInputOf,
} from '@tutor/contracts';
import type { Subject } from '../subjects/subject.entity';
import type { TaskQuestion } from './task-question.entity';
import type { Task } from './task.entity';
import type { TaskSentCounts } from './task-works';

/** Counts of a task's questions and works, from the list's aggregate queries. */
export interface TaskCounts {
  questions: number;
  works: number;
  awaitingCheck: number;
}

type SubjectRef = Pick<Subject, 'id' | 'name'> | null | undefined;

const subjectView = (subject: SubjectRef): TaskView['subject'] =>
  subject === null || subject === undefined ? null : { id: subject.id, name: subject.name };

export function questionView(question: TaskQuestion): TaskQuestionView {
  const view: TaskQuestionView = {
    id: question.id,
    position: question.position,
    type: question.type,
    text: question.text,
    ball: question.ball,
  };
  if (question.options !== null) view.options = question.options;
  if (question.correct !== null) view.correct = question.correct;
  if (question.type === QuestionType.File) view.max_files = question.maxFiles;
  if (hasReferenceAnswers(question.type)) {
    view.reference_answers = question.referenceAnswers ?? [];
  }
  if (question.rubric) view.rubric = question.rubric;
  return view;
}

/** The teacher's view of a task (GET /api/tasks/:id), questions in their order. */
export function taskView(
  task: Task,
  questions: readonly TaskQuestion[],
  subject: SubjectRef,
  sent: TaskSentCounts,
): TaskView {
  return {
    id: task.id,
    title: task.title,
    subject_id: task.subjectId,
    subject: subjectView(subject),
    questions: [...questions].sort((a, b) => a.position - b.position).map(questionView),
    max_ball: task.maxBall,
    criteria: task.criteria,
    timer_minutes: task.timerMinutes,
    deadline: task.deadline,
    delay_at: task.delayAt,
    only_new: task.onlyNew,
    can_repeated: task.canRepeated,
    show_answers: task.showAnswers,
    post_deadline_allowed: task.postDeadlineAllowed,
    allow_question_copy: task.allowQuestionCopy,
    scale: task.scale,
    decision: task.decision,
    origin: task.origin,
    created_at: task.createdAt,
    updated_at: task.updatedAt,
    sent_students_count: sent.students,
    unstarted_works_count: sent.unstarted,
  };
}

/** A task's place in the library: archived, else sent once it has a dispatch job. */
export function taskLibraryStatus(task: Pick<Task, 'archivedAt'>, sent: boolean) {
  if (task.archivedAt !== null) return TaskLibraryStatus.Archived;
  return sent ? TaskLibraryStatus.Sent : TaskLibraryStatus.Draft;
}

/** A row of the teacher's task list. */
export function taskSummary(task: Task, counts: TaskCounts, sent: boolean): TaskSummary {
  return {
    id: task.id,
    title: task.title,
    subject: subjectView(task.subject),
    max_ball: task.maxBall,
    deadline: task.deadline,
    questions_count: counts.questions,
    works_count: counts.works,
    awaiting_check_count: counts.awaitingCheck,
    origin: task.origin,
    created_at: task.createdAt,
    status: taskLibraryStatus(task, sent),
    archived_at: task.archivedAt,
  };
}

/** A task as the body of a new one: its questions without ids, not scheduled. */
export function taskInputOfView(task: TaskView): TaskInput {
  return {
    title: task.title,
    subject_id: task.subject_id,
    questions: task.questions.map((question): TaskQuestionInput => {
      const { id: _id, ...input } = questionInputOf(question);
      return input;
    }),
    max_ball: task.max_ball,
    criteria: task.criteria,
    attachments: (task.attachments ?? []).map((file) => file.id),
    timer_minutes: task.timer_minutes,
    deadline: null,
    delay_at: null,
    only_new: false,
    can_repeated: task.can_repeated,
    show_answers: task.show_answers,
    post_deadline_allowed: task.post_deadline_allowed,
    allow_question_copy: task.allow_question_copy,
    scale: task.scale,
    decision: task.decision,
  };
}
