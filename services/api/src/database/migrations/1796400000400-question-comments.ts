import {
  Table,
  TableForeignKey,
  TableIndex,
  TableUnique,
  type MigrationInterface,
  type QueryRunner,
} from 'typeorm';
import { epochMs, idColumn, int, text, varchar } from './migration-columns';

/**
 * comments.question_id: a comment on one question of the work (null: on the whole work);
 * comments.released_at: when the student may see a question comment (the check finished).
 * comment_bank_entries: a teacher's reusable comments, each text once per teacher.
 */
export class QuestionComments1796400000400 implements MigrationInterface {
  name = 'QuestionComments1796400000400';

  async up(queryRunner: QueryRunner): Promise<void> {
    // plain ALTER: TypeORM's addColumn rebuilds the whole table on SQLite
    await queryRunner.query('ALTER TABLE comments ADD COLUMN question_id integer NULL');
    await queryRunner.query('ALTER TABLE comments ADD COLUMN released_at bigint NULL');
    await queryRunner.query(
      'CREATE INDEX "IDX_comments_work_question" ON comments (work_id, question_id)',
    );
    await queryRunner.createTable(
      new Table({
        name: 'comment_bank_entries',
        columns: [
          idColumn,
          int('teacher_id'),
          text('text'),
          varchar('text_key', 64),
          { name: 'uses_count', type: 'integer', default: 0 },
          epochMs('last_used_at', true),
          epochMs('created_at'),
        ],
        uniques: [
          new TableUnique({
            name: 'UQ_comment_bank_entries_teacher_text',
            columnNames: ['teacher_id', 'text_key'],
          }),
        ],
        indices: [
          new TableIndex({
            name: 'IDX_comment_bank_entries_teacher_uses',
            columnNames: ['teacher_id', 'uses_count'],
          }),
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_comment_bank_entries_teacher_id',
            columnNames: ['teacher_id'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('comment_bank_entries');
    await queryRunner.query('DROP INDEX "IDX_comments_work_question"');
    await queryRunner.query('ALTER TABLE comments DROP COLUMN released_at');
    await queryRunner.query('ALTER TABLE comments DROP COLUMN question_id');
  }
}
