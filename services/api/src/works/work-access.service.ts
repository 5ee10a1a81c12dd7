import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ROLE_STUDENT, ROLE_TEACHER } from '@tutor/contracts';
import type { Repository } from 'typeorm';
import { AccessException } from '../common/errors/access.exception';
import type { User } from '../users/user.entity';
import { Work } from './work.entity';
import { WorkRevisions, type RevisedTask } from './work-revisions';
import { WorkTimer, type LoadedWork } from './work-timer.service';

/** A readable work with its task as it was sent to it (see WorkRevisions). */
export type ReadableWork = LoadedWork & RevisedTask;

/** The student who does the work or the teacher whose task it is. */
export function isOwnWork(user: User, work: Pick<Work, 'studentId' | 'teacherId'>): boolean {
  if (user.role === ROLE_STUDENT) return work.studentId === user.id;
  if (user.role === ROLE_TEACHER) return work.teacherId === user.id;
  return false;
}

/**
 * Who may see a work, asked first by every works and comments route: a work that does
 * not exist, was withdrawn or whose task was deleted is WorkNotFound (404), someone
 * else's is 403. A draft whose timer ran out is submitted before the caller sees it.
 */
@Injectable()
export class WorkAccess {
  constructor(
    @InjectRepository(Work) private readonly works: Repository<Work>,
    private readonly timer: WorkTimer,
    private readonly revisions: WorkRevisions,
  ) {}

  async requireReadable(user: User, workId: number): Promise<ReadableWork> {
    const work = await this.works.findOne({ where: { id: workId }, relations: { task: true } });
    const task = work?.task;
    if (!work || !task || work.withdrawnAt !== null || task.deletedAt !== null) {
      throw AccessException.workNotFound();
    }
    if (!isOwnWork(user, work)) throw AccessException.forbidden();
    delete work.task;
    const loaded = await this.timer.submitIfTimeUp(work, task);
    return { ...loaded, ...(await this.revisions.of(loaded.work, task)) };
  }
}
