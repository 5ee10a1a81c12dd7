import { Column, Entity, PrimaryColumn } from 'typeorm';
import { EpochMsColumn } from '../database/epoch-ms-column';
import { ForeignKey } from '../database/foreign-key.decorator';
import { User } from '../users/user.entity';
import type { SubmittedDelivery } from './notification-kinds';

/**
 * A user's mail choices per kind (in-app notifications are always on) and the language
 * their mail is written in: that of their last request to the notifications API.
 */
@Entity({ name: 'notification_preferences' })
export class NotificationPreference {
  @PrimaryColumn({ name: 'user_id', type: 'integer' })
  userId!: number;

  @Column({ type: 'varchar', length: 8, default: 'ru' })
  locale!: string;

  @Column({ name: 'mail_task_received', type: 'boolean', default: true })
  taskReceived!: boolean;

  @Column({ name: 'mail_work_submitted', type: 'boolean', default: true })
  workSubmitted!: boolean;

  @Column({ name: 'mail_work_checked', type: 'boolean', default: true })
  workChecked!: boolean;

  @Column({ name: 'mail_work_returned', type: 'boolean', default: true })
  workReturned!: boolean;

  @Column({ name: 'mail_deadline_soon', type: 'boolean', default: true })
  deadlineSoon!: boolean;

  @Column({ name: 'mail_comment_added', type: 'boolean', default: true })
  commentAdded!: boolean;

  @Column({ name: 'mail_material_updated', type: 'boolean', default: true })
  materialUpdated!: boolean;

  @Column({ name: 'submitted_delivery', type: 'varchar', length: 16, default: 'instant' })
  submittedDelivery!: SubmittedDelivery;

  @EpochMsColumn('updated_at')
  updatedAt!: number;

  @ForeignKey(() => User, 'user_id', 'FK_notification_preferences_user_id')
  user?: User;
}
