import { Column, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { EpochMsColumn } from '../database/epoch-ms-column';
import { ForeignKey } from '../database/foreign-key.decorator';
import { jsonColumn } from '../database/json-column.transformer';
import { User } from '../users/user.entity';
import type { NotificationData, NotificationKind } from './notification-kinds';

/** Mail of a notification: none wanted, queued and sent at once, or for the daily digest. */
export type NotificationMail = 'none' | 'queued' | 'sent' | 'digest' | 'digested';

/** One notification of one user, shown in the app; its mail state beside it. */
@Entity({ name: 'notifications' })
@Unique('UQ_notifications_once_key', ['onceKey'])
@Index('IDX_notifications_user', ['userId', 'createdAt'])
@Index('IDX_notifications_unread', ['userId', 'readAt'])
@Index('IDX_notifications_mail', ['mail', 'userId'])
export class Notification {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  @Column({ type: 'varchar', length: 32 })
  kind!: NotificationKind;

  @Column({ name: 'work_id', type: 'integer', nullable: true })
  workId!: number | null;

  @Column({ name: 'task_id', type: 'integer', nullable: true })
  taskId!: number | null;

  @Column({ type: 'text', transformer: jsonColumn<NotificationData>() })
  data!: NotificationData;

  /** Set for what happens once (a task received, a deadline reminder): the stored marker. */
  @Column({ name: 'once_key', type: 'varchar', length: 128, nullable: true })
  onceKey!: string | null;

  @Column({ type: 'varchar', length: 16 })
  mail!: NotificationMail;

  /**
   * The language of its mail when the event knew it (a receipt: the one the buyer paid
   * in); null: the user's remembered language.
   */
  @Column({ type: 'varchar', length: 8, nullable: true })
  locale!: string | null;

  @EpochMsColumn('created_at')
  createdAt!: number;

  @EpochMsColumn('read_at', { nullable: true })
  readAt!: number | null;

  @ForeignKey(() => User, 'user_id', 'FK_notifications_user_id')
  user?: User;
}
