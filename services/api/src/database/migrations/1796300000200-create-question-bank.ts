import {
  Table,
  TableForeignKey,
  TableIndex,
  TableUnique,
  type MigrationInterface,
  type QueryRunner,
} from 'typeorm';
import { epochMs, idColumn, int, text, varchar } from './migration-columns';

/** The teachers' question banks: questions kept apart from tasks, one copy of each content. */
export class CreateQuestionBank1796300000200 implements MigrationInterface {
  name = 'CreateQuestionBank1796300000200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'bank_questions',
        columns: [
          idColumn,
          int('teacher_id'),
          int('subject_id', true),
          varchar('type', 32),
          text('text'),
          int('ball'),
          text('options', true),
          text('correct', true),
          { name: 'max_files', type: 'integer', default: 1 },
          text('reference_answers', true),
          text('search_text'),
          varchar('content_key', 64),
          epochMs('created_at'),
        ],
        uniques: [
          new TableUnique({
            name: 'UQ_bank_questions_teacher_content',
            columnNames: ['teacher_id', 'content_key'],
          }),
        ],
        indices: [
          new TableIndex({
            name: 'IDX_bank_questions_teacher_created',
            columnNames: ['teacher_id', 'created_at'],
          }),
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_bank_questions_teacher_id',
            columnNames: ['teacher_id'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
          new TableForeignKey({
            name: 'FK_bank_questions_subject_id',
            columnNames: ['subject_id'],
            referencedTableName: 'subjects',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
          }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('bank_questions');
  }
}
