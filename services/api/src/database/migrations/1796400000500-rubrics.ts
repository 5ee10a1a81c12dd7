import {
  Table,
  TableForeignKey,
  TableIndex,
  type MigrationInterface,
  type QueryRunner,
} from 'typeorm';
import { epochMs, idColumn, int, text, varchar } from './migration-columns';

/**
 * Rubrics: the teachers' library (`rubrics`), a question's own copy (`rubric` on task and
 * bank questions, frozen into revisions with the question) and the levels a check chose
 * (`work_answers.rubric_levels`).
 */
export class Rubrics1796400000500 implements MigrationInterface {
  name = 'Rubrics1796400000500';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'rubrics',
        columns: [
          idColumn,
          int('teacher_id'),
          varchar('title', 200),
          text('criteria'),
          epochMs('created_at'),
          epochMs('updated_at'),
        ],
        indices: [
          new TableIndex({
            name: 'IDX_rubrics_teacher_updated',
            columnNames: ['teacher_id', 'updated_at'],
          }),
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_rubrics_teacher_id',
            columnNames: ['teacher_id'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
      }),
    );
    // plain ALTER: TypeORM's addColumn rebuilds the whole table on SQLite
    await queryRunner.query('ALTER TABLE task_questions ADD COLUMN rubric text NULL');
    await queryRunner.query('ALTER TABLE bank_questions ADD COLUMN rubric text NULL');
    await queryRunner.query('ALTER TABLE work_answers ADD COLUMN rubric_levels text NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE work_answers DROP COLUMN rubric_levels');
    await queryRunner.query('ALTER TABLE bank_questions DROP COLUMN rubric');
    await queryRunner.query('ALTER TABLE task_questions DROP COLUMN rubric');
    await queryRunner.dropTable('rubrics');
  }
}
