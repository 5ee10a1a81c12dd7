import type { EntityManager } from 'typeorm';

export interface WorkNote {
  workId: number;
  authorId: number;
  text: string;
  at: number;
}

/**
 * Where the teacher's note on a returned work is kept: a comment on the work. The
 * comments module provides it, so works never import comments.
 */
export abstract class WorkNotes {
  /** Adds the note in the caller's transaction. */
  abstract add(manager: EntityManager, note: WorkNote): Promise<void>;
}
