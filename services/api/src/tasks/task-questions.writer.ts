import { In, type EntityManager } from 'typeorm';
import type { ValidQuestion } from './input/task-input.validator';
import type { TaskWorks } from './task-works';
import { TaskQuestion } from './task-question.entity';
import { TasksErrorCode, TasksException } from './tasks.errors';

function row(taskId: number, question: ValidQuestion, position: number): Partial<TaskQuestion> {
  return {
    taskId,
    position,
    type: question.type,
    text: question.text,
    ball: question.ball,
    options: question.options,
    correct: question.correct,
    maxFiles: question.maxFiles,
    referenceAnswers: question.referenceAnswers,
    attachments: question.attachments,
  };
}

/**
 * Refuses a change that would lose students' answers: deleting an answered question, or
 * changing its type (the answers would no longer fit it).
 */
async function refuseLosingAnswers(
  taskWorks: TaskWorks,
  manager: EntityManager,
  existing: readonly TaskQuestion[],
  wanted: readonly ValidQuestion[],
): Promise<void> {
  const kept = new Map(wanted.flatMap((q) => (q.id === null ? [] : [[q.id, q] as const])));
  const changed = existing.filter((q) => kept.get(q.id)?.type !== q.type);
  const answered = await taskWorks.answeredQuestions(
    manager,
    changed.map((q) => q.id),
  );
  const lost = changed.find((q) => answered.has(q.id));
  if (lost === undefined) return;
  const position = lost.position + 1;
  const code = kept.has(lost.id)
    ? TasksErrorCode.QuestionTypeLocked
    : TasksErrorCode.QuestionHasAnswers;
  throw new TasksException(code, { params: { position } });
}

/** Inserts a new task's questions in their order. */
export async function insertQuestions(
  manager: EntityManager,
  taskId: number,
  questions: readonly ValidQuestion[],
): Promise<void> {
  const rows = questions.map((question, position) => row(taskId, question, position));
  await manager.insert(TaskQuestion, rows);
}

/**
 * Makes the task's questions those of `wanted`: a question with a kept id is updated in
 * place (its answers stay linked), one without is inserted, one left out is deleted. A
 * teacher's edit (`guarded`) may not drop an answered question nor change its type; a
 * copy taking a newer version of its material may: its works keep their revisions, whose
 * questions their answers name.
 */
export async function replaceQuestions(
  taskWorks: TaskWorks,
  manager: EntityManager,
  taskId: number,
  wanted: readonly ValidQuestion[],
  guarded = true,
): Promise<void> {
  const existing = await manager.find(TaskQuestion, { where: { taskId } });
  if (guarded) await refuseLosingAnswers(taskWorks, manager, existing, wanted);
  const keptIds = new Set(wanted.flatMap((q) => (q.id === null ? [] : [q.id])));
  const removed = existing.filter((q) => !keptIds.has(q.id)).map((q) => q.id);
  if (removed.length > 0) await manager.delete(TaskQuestion, { id: In(removed) });
  const added: Partial<TaskQuestion>[] = [];
  for (const [position, question] of wanted.entries()) {
    if (question.id === null) added.push(row(taskId, question, position));
    else
      await manager.update(
        TaskQuestion,
        { id: question.id, taskId },
        row(taskId, question, position),
      );
  }
  if (added.length > 0) await manager.insert(TaskQuestion, added);
}
