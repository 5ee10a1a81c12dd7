import {
  Table,
  TableForeignKey,
  TableIndex,
  type MigrationInterface,
  type QueryRunner,
} from 'typeorm';
import { epochMs, idColumn, int, text, varchar } from './migration-columns';

const cascade = (name: string, column: string, table: string): TableForeignKey =>
  new TableForeignKey({
    name,
    columnNames: [column],
    referencedTableName: table,
    referencedColumnNames: ['id'],
    onDelete: 'CASCADE',
  });

/** The gradebook journal: task weights, excused cells and queued exports. */
export class CreateJournal1796000000000 implements MigrationInterface {
  name = 'CreateJournal1796000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'journal_weights',
        columns: [{ ...int('task_id'), isPrimary: true }, int('weight'), epochMs('updated_at')],
        foreignKeys: [cascade('FK_journal_weights_task_id', 'task_id', 'tasks')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'journal_excuses',
        columns: [
          { ...int('task_id'), isPrimary: true },
          { ...int('student_id'), isPrimary: true },
          int('teacher_id'),
          epochMs('created_at'),
        ],
        indices: [
          new TableIndex({
            name: 'IDX_journal_excuses_student_id',
            columnNames: ['student_id'],
          }),
        ],
        foreignKeys: [
          cascade('FK_journal_excuses_task_id', 'task_id', 'tasks'),
          cascade('FK_journal_excuses_student_id', 'student_id', 'users'),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'journal_exports',
        columns: [
          idColumn,
          int('teacher_id'),
          varchar('format', 8),
          varchar('locale', 8),
          text('query'),
          varchar('status', 16),
          int('done'),
          int('total'),
          varchar('file_name', 255, true),
          epochMs('created_at'),
          epochMs('finished_at', true),
        ],
        indices: [
          new TableIndex({
            name: 'IDX_journal_exports_teacher',
            columnNames: ['teacher_id', 'created_at'],
          }),
        ],
        foreignKeys: [cascade('FK_journal_exports_teacher_id', 'teacher_id', 'users')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('journal_exports');
    await queryRunner.dropTable('journal_excuses');
    await queryRunner.dropTable('journal_weights');
  }
}
