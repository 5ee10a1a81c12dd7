import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Files attached to a task and to its questions (JSON lists of file ids): on the task, on
 * task and bank questions (they share their content columns), and on the task revision
 * (its frozen questions carry theirs inside their JSON).
 */
export class TaskAttachments1796400000110 implements MigrationInterface {
  name = 'TaskAttachments1796400000110';

  async up(queryRunner: QueryRunner): Promise<void> {
    // plain ALTER: TypeORM's addColumn rebuilds the whole table on SQLite
    for (const table of ['tasks', 'task_questions', 'bank_questions', 'task_revisions']) {
      await queryRunner.query(`ALTER TABLE ${table} ADD COLUMN attachments text NULL`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['task_revisions', 'bank_questions', 'task_questions', 'tasks']) {
      await queryRunner.query(`ALTER TABLE ${table} DROP COLUMN attachments`);
    }
  }
}
