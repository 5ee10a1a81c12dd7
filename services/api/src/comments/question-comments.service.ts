import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { WorkStatus } from '@tutor/contracts';
import type { Repository } from 'typeorm';
import type { User } from '../users/user.entity';
import type { ReadableWork } from '../works/work-access.service';
import { Work } from '../works/work.entity';
import { Comment } from './comment.entity';
import { CommentsErrorCode, CommentsException } from './comments.errors';
import { QuestionCommentsRelease } from './question-comments-release.service';

/**
 * The rules of comments on one question: only the work's teacher writes them, on a
 * submitted work (1..4), about a question of the work's task revision. The student sees
 * them once released (see QuestionCommentsRelease): at once on a checked work, else when
 * the check finishes.
 */
@Injectable()
export class QuestionComments {
  constructor(
    @InjectRepository(Work) private readonly works: Repository<Work>,
    private readonly release: QuestionCommentsRelease,
  ) {}

  requireWritable(user: User, readable: ReadableWork, questionId: number): void {
    const { work, questions } = readable;
    if (work.teacherId !== user.id) {
      throw new CommentsException(CommentsErrorCode.QuestionCommentTeacherOnly);
    }
    if (!questions.some((question) => question.id === questionId)) {
      throw new CommentsException(CommentsErrorCode.QuestionUnknown);
    }
    if (work.status === WorkStatus.Draft) {
      throw new CommentsException(CommentsErrorCode.QuestionCommentTooEarly);
    }
  }

  /** When a new comment is released: a work comment or one on a checked work at once. */
  releasedAt(work: Work, questionId: number | null, now: number): number | null {
    return questionId === null || work.status === WorkStatus.Checked ? now : null;
  }

  /** Whether the user sees the comment: the work's student only released ones. */
  visible(user: User, work: Work, comment: Comment): boolean {
    if (comment.questionId === null || comment.releasedAt !== null) return true;
    return user.id !== work.studentId;
  }

  /**
   * A held question comment whose work was checked while it was being saved: released (and
   * announced with the others) here, since the check's release may have run before it.
   */
  async releaseIfChecked(saved: Comment): Promise<void> {
    if (saved.questionId === null || saved.releasedAt !== null) return;
    const work = await this.works.findOneBy({ id: saved.workId });
    if (work?.status === WorkStatus.Checked) await this.release.release(saved.workId);
  }
}
