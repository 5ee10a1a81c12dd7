import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Where a task came from (tasks.origin): authored, or the copy of a material bought, taken
 * free or taken through its link. Only an authored task may become a material. The copies
 * made before are known from purchases.task_id: a paid one is `purchased`, a free one `link`
 * when its material is a link material and `free` otherwise. Added and dropped by plain
 * ALTER TABLE on both databases: TypeORM's addColumn rebuilds a SQLite table (copy, drop,
 * rename), which `tasks`, referred to by many tables with ON DELETE actions, should not go
 * through.
 */
export class TaskOrigins1796100000200 implements MigrationInterface {
  name = 'TaskOrigins1796100000200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "tasks" ADD COLUMN "origin" varchar(16) NOT NULL DEFAULT 'authored'`,
    );
    await queryRunner.query(
      `UPDATE tasks SET origin = (
         SELECT CASE
           WHEN p.price > 0 THEN 'purchased'
           WHEN m.access = 'link' THEN 'link'
           ELSE 'free'
         END
         FROM purchases p INNER JOIN materials m ON m.id = p.material_id
         WHERE p.task_id = tasks.id
         ORDER BY p.id
         LIMIT 1
       )
       WHERE id IN (SELECT task_id FROM purchases WHERE task_id IS NOT NULL)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "tasks" DROP COLUMN "origin"');
  }
}
