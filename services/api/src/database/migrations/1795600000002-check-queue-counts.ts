import {
  Table,
  TableForeignKey,
  TableIndex,
  type MigrationInterface,
  type QueryRunner,
} from 'typeorm';

/** The statuses of a work awaiting check (AWAITING_CHECK), as SQL. */
const QUEUED = '(1, 2, 3)';

const SQLITE_TRIGGERS = [
  `CREATE TRIGGER TRG_works_queue_insert AFTER INSERT ON works
   WHEN NEW.status IN ${QUEUED} AND NEW.withdrawn_at IS NULL
   BEGIN
     INSERT INTO check_queue_counts (task_id, status, teacher_id, works)
     VALUES (NEW.task_id, NEW.status, NEW.teacher_id, 1)
     ON CONFLICT (task_id, status) DO UPDATE SET works = works + 1;
   END`,
  `CREATE TRIGGER TRG_works_queue_update AFTER UPDATE OF status, withdrawn_at ON works
   WHEN OLD.status IS NOT NEW.status OR OLD.withdrawn_at IS NOT NEW.withdrawn_at
   BEGIN
     UPDATE check_queue_counts SET works = works - 1
     WHERE task_id = OLD.task_id AND status = OLD.status
       AND OLD.status IN ${QUEUED} AND OLD.withdrawn_at IS NULL;
     INSERT INTO check_queue_counts (task_id, status, teacher_id, works)
     SELECT NEW.task_id, NEW.status, NEW.teacher_id, 1
     WHERE NEW.status IN ${QUEUED} AND NEW.withdrawn_at IS NULL
     ON CONFLICT (task_id, status) DO UPDATE SET works = works + 1;
   END`,
  `CREATE TRIGGER TRG_works_queue_delete AFTER DELETE ON works
   WHEN OLD.status IN ${QUEUED} AND OLD.withdrawn_at IS NULL
   BEGIN
     UPDATE check_queue_counts SET works = works - 1
     WHERE task_id = OLD.task_id AND status = OLD.status;
   END`,
];

/**
 * PostgreSQL counts once per statement from its transition tables and takes the counter
 * rows in (task_id, status) order, so a set-based withdraw and a concurrent open of a work
 * never lock two counters in opposite orders.
 */
const POSTGRES_FUNCTION = `CREATE FUNCTION check_queue_counts_apply() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO check_queue_counts (task_id, status, teacher_id, works)
    SELECT task_id, status, teacher_id, COUNT(*) FROM new_rows
    WHERE status IN ${QUEUED} AND withdrawn_at IS NULL
    GROUP BY task_id, status, teacher_id ORDER BY task_id, status
    ON CONFLICT (task_id, status) DO UPDATE SET works = check_queue_counts.works + EXCLUDED.works;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO check_queue_counts (task_id, status, teacher_id, works)
    SELECT task_id, status, teacher_id, SUM(delta) FROM (
      SELECT task_id, status, teacher_id, -1 AS delta FROM old_rows
      WHERE status IN ${QUEUED} AND withdrawn_at IS NULL
      UNION ALL
      SELECT task_id, status, teacher_id, 1 FROM new_rows
      WHERE status IN ${QUEUED} AND withdrawn_at IS NULL
    ) changes
    GROUP BY task_id, status, teacher_id HAVING SUM(delta) <> 0 ORDER BY task_id, status
    ON CONFLICT (task_id, status) DO UPDATE SET works = check_queue_counts.works + EXCLUDED.works;
  ELSE
    UPDATE check_queue_counts c SET works = c.works - gone.works
    FROM (
      SELECT task_id, status, COUNT(*) AS works FROM old_rows
      WHERE status IN ${QUEUED} AND withdrawn_at IS NULL GROUP BY task_id, status
    ) gone
    WHERE c.task_id = gone.task_id AND c.status = gone.status;
  END IF;
  RETURN NULL;
END
$$`;

const POSTGRES_TRIGGERS = [
  POSTGRES_FUNCTION,
  `CREATE TRIGGER "TRG_works_queue_insert" AFTER INSERT ON works
   REFERENCING NEW TABLE AS new_rows
   FOR EACH STATEMENT EXECUTE FUNCTION check_queue_counts_apply()`,
  `CREATE TRIGGER "TRG_works_queue_update" AFTER UPDATE ON works
   REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
   FOR EACH STATEMENT EXECUTE FUNCTION check_queue_counts_apply()`,
  `CREATE TRIGGER "TRG_works_queue_delete" AFTER DELETE ON works
   REFERENCING OLD TABLE AS old_rows
   FOR EACH STATEMENT EXECUTE FUNCTION check_queue_counts_apply()`,
];

const TRIGGERS = ['TRG_works_queue_insert', 'TRG_works_queue_update', 'TRG_works_queue_delete'];

/**
 * The check queue's totals, kept by the database itself: how many works of each task
 * await check in each status (non-withdrawn). Counting 30,000 index entries per request
 * cost more than the rest of the request; summing a teacher's counters reads one row per
 * task and status. Triggers cover every write path, raw SQL included. A work's task and
 * teacher never change, so the triggers do not watch those columns.
 *
 * On SQLite a migration that rebuilds `works` (TypeORM does that to alter a column) drops
 * these triggers with the old table: such a migration must create them again.
 */
export class CheckQueueCounts1795600000002 implements MigrationInterface {
  name = 'CheckQueueCounts1795600000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'check_queue_counts',
        columns: [
          { name: 'task_id', type: 'integer', isPrimary: true },
          { name: 'status', type: 'integer', isPrimary: true },
          { name: 'teacher_id', type: 'integer' },
          { name: 'works', type: 'integer' },
        ],
        indices: [
          new TableIndex({
            name: 'IDX_check_queue_counts_teacher',
            columnNames: ['teacher_id', 'status'],
          }),
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_check_queue_counts_task_id',
            columnNames: ['task_id'],
            referencedTableName: 'tasks',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
      }),
    );
    await queryRunner.query(
      `INSERT INTO check_queue_counts (task_id, status, teacher_id, works)
       SELECT task_id, status, teacher_id, COUNT(*) FROM works
       WHERE status IN ${QUEUED} AND withdrawn_at IS NULL
       GROUP BY task_id, status, teacher_id`,
    );
    const postgres = queryRunner.connection.options.type === 'postgres';
    for (const sql of postgres ? POSTGRES_TRIGGERS : SQLITE_TRIGGERS) await queryRunner.query(sql);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const postgres = queryRunner.connection.options.type === 'postgres';
    for (const name of TRIGGERS) {
      await queryRunner.query(
        postgres ? `DROP TRIGGER "${name}" ON works` : `DROP TRIGGER ${name}`,
      );
    }
    if (postgres) await queryRunner.query('DROP FUNCTION check_queue_counts_apply()');
    await queryRunner.dropTable('check_queue_counts');
  }
}
