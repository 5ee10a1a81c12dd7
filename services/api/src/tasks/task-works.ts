import type { EntityManager } from 'typeorm';

/** A task's works as its list shows them. */
export interface TaskWorkCounts {
  works: number;
  awaitingCheck: number;
}

/**
 * What the tasks module needs to know of the works made from its tasks. The works module
 * answers it (it provides this class), so tasks never import works.
 */
export abstract class TaskWorks {
  /** Per task of the teacher: works not withdrawn, and those awaiting a check. */
  abstract countsByTask(teacherId: number): Promise<Map<number, TaskWorkCounts>>;

  /** The questions among `questionIds` that some work has answered. */
  abstract answeredQuestions(
    manager: EntityManager,
    questionIds: readonly number[],
  ): Promise<Set<number>>;

  /** Withdraws every work of a task that is being deleted, in the caller's transaction. */
  abstract withdrawAll(manager: EntityManager, taskId: number, now: number): Promise<void>;
}
