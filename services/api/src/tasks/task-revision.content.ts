import { createHash } from 'node:crypto';
import type { FrozenQuestion, TaskRevision } from './task-revision.entity';
import { TaskQuestion } from './task-question.entity';
import type { Task } from './task.entity';

/**
 * What a revision freezes of a task: everything a work's page, check and mark read. Its
 * files only when there are some, so a task without files keeps its earlier digest.
 */
export type RevisionContent = Pick<
  TaskRevision,
  'criteria' | 'maxBall' | 'scale' | 'decision' | 'questions'
> & { attachments?: number[] };

/** `{ attachments }` for a non-empty list, else nothing (see RevisionContent). */
function withFiles(ids: readonly number[] | null | undefined): { attachments?: number[] } {
  return ids === null || ids === undefined || ids.length === 0 ? {} : { attachments: [...ids] };
}

function frozenQuestion(question: TaskQuestion): FrozenQuestion {
  return {
    id: question.id,
    position: question.position,
    type: question.type,
    text: question.text,
    ball: question.ball,
    options: question.options,
    correct: question.correct,
    maxFiles: question.maxFiles,
    referenceAnswers: question.referenceAnswers,
    ...withFiles(question.attachments),
  };
}

/** The task's content as it is now (questions in their order). */
export function revisionContent(task: Task, questions: readonly TaskQuestion[]): RevisionContent {
  const ordered = [...questions].sort((a, b) => a.position - b.position || a.id - b.id);
  return {
    criteria: task.criteria,
    maxBall: task.maxBall,
    scale: task.scale,
    decision: task.decision,
    questions: ordered.map(frozenQuestion),
    ...withFiles(task.attachments),
  };
}

/** The content's SHA-256: equal contents share one revision. */
export function digestOf(content: RevisionContent): string {
  return createHash('sha256').update(JSON.stringify(content)).digest('hex');
}

/** The task as its work sees it: the live task with the revision's frozen fields. */
export function revisedTask(task: Task, revision: TaskRevision): Task {
  return {
    ...task,
    criteria: revision.criteria,
    maxBall: revision.maxBall,
    scale: revision.scale,
    decision: revision.decision,
    attachments: revision.attachments,
  };
}

/** The revision's questions as TaskQuestion rows, in their order (ids as answers name them). */
export function revisionQuestions(revision: TaskRevision): TaskQuestion[] {
  return revision.questions.map((frozen) =>
    Object.assign(new TaskQuestion(), {
      ...frozen,
      attachments: frozen.attachments ?? null,
      taskId: revision.taskId,
    }),
  );
}
