import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * PostgreSQL: the planner costs of a database on SSD or in memory, set on the database
 * itself so no deployment forgets them. With the default random_page_cost (4, for spinning
 * disks) the catalogue's search for a common word ("уравнения", in 15 % of the materials)
 * read the whole `material_search` table rather than its GIN index; at 1.1 it takes the
 * index (EXPLAIN in docs/benchmarks.md). ALTER DATABASE reaches new connections; the
 * migration's own connection (back in the pool afterwards) is set here too. SQLite: nothing.
 * The database's owner runs the migrations, as it does every other.
 */
const SETTINGS: [string, string][] = [['random_page_cost', '1.1']];

export class SearchPlannerCosts1796300000801 implements MigrationInterface {
  name = 'SearchPlannerCosts1796300000801';

  async up(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.options.type !== 'postgres') return;
    for (const [name, value] of SETTINGS) {
      await queryRunner.query(
        `DO $$ BEGIN EXECUTE format('ALTER DATABASE %I SET ${name} = ${value}', current_database()); END $$`,
      );
      await queryRunner.query(`SET ${name} = ${value}`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.options.type !== 'postgres') return;
    for (const [name] of SETTINGS) {
      await queryRunner.query(
        `DO $$ BEGIN EXECUTE format('ALTER DATABASE %I RESET ${name}', current_database()); END $$`,
      );
      await queryRunner.query(`RESET ${name}`);
    }
  }
}
