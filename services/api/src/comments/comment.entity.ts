import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { EpochMsColumn } from '../database/epoch-ms-column';
import { ForeignKey } from '../database/foreign-key.decorator';
import { User } from '../users/user.entity';
import { Work } from '../works/work.entity';

/** A comment on a work, by its teacher or its student. */
@Entity({ name: 'comments' })
@Index('IDX_comments_work_id', ['workId', 'createdAt'])
@Index('IDX_comments_work_question', ['workId', 'questionId'])
@Index('UQ_comments_request_key', ['workId', 'authorId', 'requestKey'], { unique: true })
export class Comment {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ name: 'work_id', type: 'integer' })
  workId!: number;

  @Column({ name: 'author_id', type: 'integer' })
  authorId!: number;

  /** The question of the work's task revision it is about; null: the whole work. */
  @Column({ name: 'question_id', type: 'integer', nullable: true })
  questionId!: number | null;

  /**
   * A question comment the student may see from then on: at once when written on a checked
   * work, else when the check finishes (see QuestionCommentsRelease). Null: not yet.
   */
  @EpochMsColumn('released_at', { nullable: true })
  releasedAt!: number | null;

  @Column({ type: 'text' })
  text!: string;

  /**
   * The key the page sent with the new comment: the same key sent again (a retry after the
   * answer was lost, a second click) returns this comment instead of adding another.
   */
  @Column({ name: 'request_key', type: 'varchar', length: 64, nullable: true })
  requestKey!: string | null;

  @EpochMsColumn('created_at')
  createdAt!: number;

  @EpochMsColumn('updated_at')
  updatedAt!: number;

  @ForeignKey(() => Work, 'work_id', 'FK_comments_work_id')
  work?: Work;

  @ForeignKey(() => User, 'author_id', 'FK_comments_author_id')
  author?: User;
}
