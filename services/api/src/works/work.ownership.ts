import { AccessException } from '../common/errors/access.exception';
import { registerOwnership } from '../access/record-access.service';
import type { Task } from '../tasks/task.entity';
import { Work } from './work.entity';

/** A work read with the task it belongs to. */
export type WorkWithTask = Work & { task: Task };

declare module '../access/record-access.service' {
  interface OwnedRecords {
    work: WorkWithTask;
  }
}

/**
 * A work with its task: one withdrawn or whose task was deleted is gone (WorkNotFound); it
 * belongs to the student who does it and to the teacher whose task it is.
 */
registerOwnership('work', {
  async find(manager, id) {
    const work = await manager.findOne(Work, { where: { id }, relations: { task: true } });
    const task = work?.task;
    if (!work || !task || work.withdrawnAt !== null || task.deletedAt !== null) return null;
    return Object.assign(work, { task });
  },
  isOwner: (work, userId) => work.studentId === userId || work.teacherId === userId,
  missing: () => AccessException.workNotFound(),
});
