import type { MigrationInterface, QueryRunner } from 'typeorm';

/** files.page_count: the pages of a file's preview, counted when first asked (FilePreviews). */
export class FilePageCounts1796400000100 implements MigrationInterface {
  name = 'FilePageCounts1796400000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    // plain ALTER: TypeORM's addColumn rebuilds the whole table on SQLite
    await queryRunner.query('ALTER TABLE files ADD COLUMN page_count integer NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE files DROP COLUMN page_count');
  }
}
