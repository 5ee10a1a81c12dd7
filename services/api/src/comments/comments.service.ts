import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { WorkComment } from '@tutor/contracts';
import type { Repository } from 'typeorm';
import { Clock } from '../common/clock/clock.service';
import type { User } from '../users/user.entity';
import { WorkAccess } from '../works/work-access.service';
import { WorkEvents } from '../works/work.events';
import type { OutboxEvent } from '../outbox/outbox-event.entity';
import { Transactions } from '../database/transactions.service';
import { Comment } from './comment.entity';
import { RecordAccess } from '../access/record-access.service';
import { isUniqueViolation } from '../database/unique-violation';
import { QuestionComments } from './question-comments.service';

function toWorkComment(comment: Comment, viewer: User): WorkComment {
  const author = comment.author;
  return {
    id: comment.id,
    work_id: comment.workId,
    question_id: comment.questionId ?? null,
    author: {
      id: comment.authorId,
      first_name: author?.firstName ?? '',
      role: author?.role ?? 0,
    },
    text: comment.text,
    created_at: comment.createdAt,
    updated_at: comment.updatedAt,
    own: comment.authorId === viewer.id,
  };
}

/**
 * Comments on a work, by its student and its teacher. Whoever may see the work reads and
 * writes them; only the author changes or deletes one.
 */
@Injectable()
export class CommentsService {
  constructor(
    @InjectRepository(Comment) private readonly comments: Repository<Comment>,
    private readonly access: WorkAccess,
    private readonly transactions: Transactions,
    private readonly clock: Clock,
    private readonly events: WorkEvents,
    private readonly records: RecordAccess,
    private readonly questions: QuestionComments,
  ) {}

  /** Oldest first; the student's list leaves out question comments not yet released. */
  async list(user: User, workId: number): Promise<WorkComment[]> {
    const { work } = await this.access.requireReadable(user, workId);
    const rows = await this.comments.find({
      where: { workId },
      relations: { author: true },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    return rows
      .filter((row) => this.questions.visible(user, work, row))
      .map((row) => toWorkComment(row, user));
  }

  /**
   * Adds a comment, once per request key: the same key again (a retry after a lost answer,
   * a second click racing the first) answers the comment already added.
   */
  async create(
    user: User,
    workId: number,
    text: string,
    requestKey: string | null,
    questionId: number | null = null,
  ): Promise<WorkComment> {
    const readable = await this.access.requireReadable(user, workId);
    if (questionId !== null) this.questions.requireWritable(user, readable, questionId);
    const earlier = await this.findByKey(user, workId, requestKey);
    if (earlier) return toWorkComment(earlier, user);
    const now = this.clock.now();
    let saved: Comment;
    let announced: OutboxEvent[];
    try {
      ({ saved, announced } = await this.transactions.run(async (manager) => {
        const row = await manager.getRepository(Comment).save({
          workId,
          authorId: user.id,
          text,
          requestKey,
          questionId,
          releasedAt: this.questions.releasedAt(readable.work, questionId, now),
          createdAt: now,
          updatedAt: now,
        });
        // a question comment held until the check finishes is announced with the others
        const event =
          row.releasedAt === null
            ? []
            : [
                await this.events.record(manager, {
                  type: 'comment_added',
                  workId,
                  authorId: user.id,
                  commentId: row.id,
                }),
              ];
        return { saved: row, announced: event };
      }));
    } catch (error) {
      if (!isUniqueViolation(error, 'request_key')) throw error;
      const winner = await this.findByKey(user, workId, requestKey);
      if (!winner) throw error;
      return toWorkComment(winner, user);
    }
    await this.events.deliver(announced);
    await this.questions.releaseIfChecked(saved);
    return toWorkComment({ ...saved, author: user }, user);
  }

  async update(user: User, commentId: number, text: string): Promise<WorkComment> {
    const comment = await this.requireOwn(user, commentId);
    comment.text = text;
    comment.updatedAt = this.clock.now();
    await this.transactions.run((manager) =>
      manager
        .getRepository(Comment)
        .update({ id: comment.id }, { text, updatedAt: comment.updatedAt }),
    );
    return toWorkComment({ ...comment, author: user }, user);
  }

  async remove(user: User, commentId: number): Promise<void> {
    const comment = await this.requireOwn(user, commentId);
    await this.transactions.run((manager) =>
      manager.getRepository(Comment).delete({ id: comment.id }),
    );
  }

  private async findByKey(
    user: User,
    workId: number,
    requestKey: string | null,
  ): Promise<Comment | null> {
    if (requestKey === null) return null;
    const found = await this.comments.findOneBy({ workId, authorId: user.id, requestKey });
    return found ? { ...found, author: user } : null;
  }

  /** The user's own comment (RecordAccess) on a work they may still see. */
  private async requireOwn(user: User, commentId: number): Promise<Comment> {
    const comment = await this.records.require(user.id, 'comment', commentId);
    await this.access.requireReadable(user, comment.workId);
    return comment;
  }
}
