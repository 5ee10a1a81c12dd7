import { Injectable, type OnModuleInit } from '@nestjs/common';
import { IsNull, Not } from 'typeorm';
import { Clock } from '../common/clock/clock.service';
import { Transactions } from '../database/transactions.service';
import { WorkEvents, type WorkEvent } from '../works/work.events';
import { Comment } from './comment.entity';

/**
 * The teacher's question comments written while checking stay hidden from the student
 * until the check finishes (checked or returned for rework); then they are released at
 * once, and the student hears of them once: one comment_added naming the first of them,
 * not one per comment. Whoever releases a comment first (the check's event, or a comment
 * saved as the check finished) emits; the others find nothing left to release.
 */
@Injectable()
export class QuestionCommentsRelease implements OnModuleInit {
  constructor(
    private readonly transactions: Transactions,
    private readonly events: WorkEvents,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.events.subscribe((event) => this.handle(event));
  }

  private async handle(event: WorkEvent): Promise<void> {
    if (event.type === 'work_checked' || event.type === 'work_returned') {
      await this.release(event.workId);
    }
  }

  /** Releases the work's held question comments; announces them if there were any. */
  async release(workId: number): Promise<void> {
    const now = this.clock.now();
    const announced = await this.transactions.run(async (manager) => {
      const comments = manager.getRepository(Comment);
      const result = await comments
        .createQueryBuilder()
        .update(Comment)
        .set({ releasedAt: now })
        .where('work_id = :workId AND question_id IS NOT NULL AND released_at IS NULL', {
          workId,
        })
        .execute();
      if (!result.affected) return [];
      const first = await comments.findOne({
        where: { workId, questionId: Not(IsNull()), releasedAt: now },
        order: { createdAt: 'ASC', id: 'ASC' },
      });
      if (first === null) return [];
      const event = { workId, authorId: first.authorId, commentId: first.id };
      return [await this.events.record(manager, { type: 'comment_added', ...event })];
    });
    await this.events.deliver(announced);
  }
}
