import {
  Table,
  TableForeignKey,
  TableUnique,
  type MigrationInterface,
  type QueryRunner,
} from 'typeorm';
import { epochMs, idColumn, int, text } from './migration-columns';

/**
 * work_annotations (issue 22): the teacher's marks over one page of a student's image or
 * PDF answer, a vector layer (shapes as JSON) with its own version for optimistic saves.
 * The student's file is never altered.
 */
export class WorkAnnotations1796400000300 implements MigrationInterface {
  name = 'WorkAnnotations1796400000300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'work_annotations',
        columns: [
          idColumn,
          int('work_id'),
          int('file_id'),
          int('page'),
          text('shapes'),
          int('version'),
          epochMs('updated_at'),
        ],
        uniques: [
          new TableUnique({
            name: 'UQ_work_annotations_work_file_page',
            columnNames: ['work_id', 'file_id', 'page'],
          }),
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_work_annotations_work_id',
            columnNames: ['work_id'],
            referencedTableName: 'works',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
          new TableForeignKey({
            name: 'FK_work_annotations_file_id',
            columnNames: ['file_id'],
            referencedTableName: 'files',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('work_annotations');
  }
}
