import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';

/** The leases that let one instance at a time run each periodic job (see ScheduledJobs). */
export class SchedulerLeases1795700000002 implements MigrationInterface {
  name = 'SchedulerLeases1795700000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'scheduler_leases',
        columns: [
          { name: 'name', type: 'varchar', length: '64', isPrimary: true },
          { name: 'holder', type: 'varchar', length: '128' },
          { name: 'claimed_at', type: 'bigint' },
          { name: 'expires_at', type: 'bigint' },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('scheduler_leases');
  }
}
