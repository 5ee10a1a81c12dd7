import { TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

const DETACHED_INDEX = new TableIndex({
  name: 'IDX_files_detached_at',
  columnNames: ['detached_at'],
});

/**
 * When a file stopped being named by any answer (its upload time for a new file), so the
 * orphan sweep finds detached files by index. Files already stored start attached (null):
 * the sweep's first run marks those no answer names, and they go one grace period later.
 */
export class FilesOrphans1795700000001 implements MigrationInterface {
  name = 'FilesOrphans1795700000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'files',
      new TableColumn({ name: 'detached_at', type: 'bigint', isNullable: true }),
    );
    await queryRunner.createIndex('files', DETACHED_INDEX);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('files', DETACHED_INDEX);
    await queryRunner.dropColumn('files', 'detached_at');
  }
}
