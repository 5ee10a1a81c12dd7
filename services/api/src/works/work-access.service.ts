import { Injectable } from '@nestjs/common';
import { RecordAccess } from '../access/record-access.service';
import type { User } from '../users/user.entity';
import type { Work } from './work.entity';
import { WorkRevisions, type RevisedTask } from './work-revisions.service';
import { WorkTimer, type LoadedWork } from './student/work-timer.service';

/** A readable work with its task as it was sent to it (see WorkRevisions). */
export type ReadableWork = LoadedWork & RevisedTask;

/**
 * Who may see a work, asked first by every works and comments route: RecordAccess's
 * 'work' (one that does not exist, was withdrawn or whose task was deleted is
 * WorkNotFound 404, someone else's 403). A draft whose timer ran out is submitted before the caller sees it.
 */
@Injectable()
export class WorkAccess {
  constructor(
    private readonly records: RecordAccess,
    private readonly timer: WorkTimer,
    private readonly revisions: WorkRevisions,
  ) {}

  async requireReadable(user: User, workId: number): Promise<ReadableWork> {
    const work = await this.records.require(user.id, 'work', workId);
    const { task } = work;
    delete (work as Work).task;
    const loaded = await this.timer.submitIfTimeUp(work, task);
    return { ...loaded, ...(await this.revisions.of(loaded.work, task)) };
  }
}
