import type { EntityManager } from 'typeorm';

/** Whom a task was sent to, as its editor warns before saving. */
export interface TaskSentCounts {
  /** Students with a work of the task (not withdrawn). */
  students: number;
  /** Of those works, the ones not opened yet (see reviseUnstarted). */
  unstarted: number;
}

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

  /** Whom the task was sent to. */
  abstract sentCounts(taskId: number): Promise<TaskSentCounts>;

  /**
   * Moves the task's unstarted works to `revisionId`: drafts never started, never
   * returned (so without answers) and not withdrawn. Answers how many moved.
   */
  abstract reviseUnstarted(taskId: number, revisionId: number, now: number): Promise<number>;

  /** Withdraws every work of a task that is being deleted, in the caller's transaction. */
  abstract withdrawAll(manager: EntityManager, taskId: number, now: number): Promise<void>;
}
