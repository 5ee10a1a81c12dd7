import { TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

const QUEUE_WITHOUT_TASK = new TableIndex({
  name: 'IDX_works_check_queue',
  columnNames: ['teacher_id', 'status', 'withdrawn_at', 'submitted_at'],
});

/**
 * The check queue's subject filter reads task_id from the queue index instead of each
 * work's row (1.57 → 0.37 ms for a page of 100,000 works), and its task filter reads one
 * task's works by status in submitted order (0.42 → 0.23 ms).
 */
export class WorksQueueTaskColumns1795600000003 implements MigrationInterface {
  name = 'WorksQueueTaskColumns1795600000003';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('works', QUEUE_WITHOUT_TASK);
    await queryRunner.createIndices('works', [
      new TableIndex({
        name: 'IDX_works_check_queue',
        columnNames: ['teacher_id', 'status', 'withdrawn_at', 'submitted_at', 'task_id'],
      }),
      new TableIndex({
        name: 'IDX_works_task_queue',
        columnNames: ['task_id', 'status', 'withdrawn_at', 'submitted_at'],
      }),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('works', 'IDX_works_task_queue');
    await queryRunner.dropIndex('works', 'IDX_works_check_queue');
    await queryRunner.createIndex('works', QUEUE_WITHOUT_TASK);
  }
}
