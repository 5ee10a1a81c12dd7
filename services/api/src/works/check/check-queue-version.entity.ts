import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The version of a teacher's check queue: moved by triggers whenever anything the queue
 * shows changes (migration 1795950000000-check-queue-versions). Read-only for the app.
 */
@Entity({ name: 'check_queue_versions' })
export class CheckQueueVersion {
  @PrimaryColumn({ name: 'teacher_id', type: 'integer' })
  teacherId!: number;

  @Column({ type: 'integer' })
  version!: number;
}
