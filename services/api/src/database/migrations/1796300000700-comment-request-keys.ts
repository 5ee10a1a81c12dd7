import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * comments.request_key: the page names each new comment with a key of its own, so a
 * comment sent again (the answer was lost offline, a double click) is added once.
 */
export class CommentRequestKeys1796300000700 implements MigrationInterface {
  name = 'CommentRequestKeys1796300000700';

  async up(queryRunner: QueryRunner): Promise<void> {
    // plain ALTER: TypeORM's addColumn rebuilds the whole table on SQLite
    await queryRunner.query('ALTER TABLE comments ADD COLUMN request_key varchar(64) NULL');
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_comments_request_key" ON comments (work_id, author_id, request_key)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "UQ_comments_request_key"');
    await queryRunner.query('ALTER TABLE comments DROP COLUMN request_key');
  }
}
