import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';

/** A work the check queue shows (AWAITING_CHECK, not withdrawn), as SQL over `row`. */
const queued = (row: string): string =>
  `${row}.status IN (1, 2, 3) AND ${row}.withdrawn_at IS NULL`;

/** The columns of a work the queue shows; a change of any other column leaves it as is. */
const SHOWN_WORK_COLUMNS = ['status', 'attempt', 'returned', 'late', 'submitted_at'];
const workChanged = SHOWN_WORK_COLUMNS.map(
  (column) => `OLD.${column} IS DISTINCT FROM NEW.${column}`,
)
  .concat('OLD.withdrawn_at IS DISTINCT FROM NEW.withdrawn_at')
  .join(' OR ');

const BUMP = (teacher: string) =>
  `INSERT INTO check_queue_versions (teacher_id, version) VALUES (${teacher}, 1)
   ON CONFLICT (teacher_id) DO UPDATE SET version = check_queue_versions.version + 1`;
/** Every teacher with a work of student NEW.id (a renamed student shows in their queues). */
const BUMP_TEACHERS_OF_STUDENT = `INSERT INTO check_queue_versions (teacher_id, version)
   SELECT DISTINCT teacher_id, 1 FROM works WHERE student_id = NEW.id
   ON CONFLICT (teacher_id) DO UPDATE SET version = check_queue_versions.version + 1`;

interface VersionTrigger {
  name: string;
  table: string;
  event: string;
  when: string;
  /** What it runs, in terms of NEW and OLD. */
  bump: string;
}

const TRIGGERS: VersionTrigger[] = [
  {
    name: 'TRG_works_queue_version_insert',
    table: 'works',
    event: 'INSERT',
    when: queued('NEW'),
    bump: BUMP('NEW.teacher_id'),
  },
  {
    name: 'TRG_works_queue_version_update',
    table: 'works',
    event: `UPDATE OF ${SHOWN_WORK_COLUMNS.join(', ')}, withdrawn_at`,
    when: `(${queued('OLD')} OR ${queued('NEW')}) AND (${workChanged})`,
    bump: BUMP('NEW.teacher_id'),
  },
  {
    name: 'TRG_works_queue_version_delete',
    table: 'works',
    event: 'DELETE',
    when: queued('OLD'),
    bump: BUMP('OLD.teacher_id'),
  },
  {
    name: 'TRG_tasks_queue_version',
    table: 'tasks',
    event: 'UPDATE OF title, subject_id, deleted_at',
    when: `OLD.title IS DISTINCT FROM NEW.title OR OLD.subject_id IS DISTINCT FROM NEW.subject_id
      OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at`,
    bump: BUMP('NEW.teacher_id'),
  },
  {
    name: 'TRG_subjects_queue_version',
    table: 'subjects',
    event: 'UPDATE OF name',
    when: 'OLD.name IS DISTINCT FROM NEW.name',
    bump: BUMP('NEW.teacher_id'),
  },
  {
    name: 'TRG_users_queue_version',
    table: 'users',
    event: 'UPDATE OF first_name',
    when: 'OLD.first_name IS DISTINCT FROM NEW.first_name',
    bump: BUMP_TEACHERS_OF_STUDENT,
  },
];

function sqliteTrigger(trigger: VersionTrigger): string {
  return `CREATE TRIGGER ${trigger.name} AFTER ${trigger.event} ON ${trigger.table}
    WHEN ${trigger.when} BEGIN ${trigger.bump}; END`;
}

function postgresTrigger(trigger: VersionTrigger): string[] {
  const fn = `${trigger.name.toLowerCase()}_bump`;
  return [
    `CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN ${trigger.bump}; RETURN NULL; END $$`,
    `CREATE TRIGGER "${trigger.name}" AFTER ${trigger.event} ON ${trigger.table}
     FOR EACH ROW WHEN (${trigger.when}) EXECUTE FUNCTION ${fn}()`,
  ];
}

const AWAITING_INDEX = 'IDX_works_queue_awaiting';

/**
 * The check queue's version per teacher, kept by the database: it changes whenever
 * anything the teacher's queue shows changes (a queued work appears, changes or leaves;
 * a task is renamed, moved to another subject or deleted; a subject or a student is renamed). The
 * API keeps pages it has answered under the version they were read at and answers from
 * them while the version stands, on every instance alike. Drafts (status 0), which a
 * dispatch inserts by the thousand, change nothing.
 *
 * Also one ordered index of the works awaiting check, so a page of the whole queue is one
 * index scan in (submitted_at, id) order instead of a merge of three.
 *
 * On SQLite, a later migration that rebuilds works, tasks, subjects or users (TypeORM does
 * that to alter a column) drops these triggers with the old table and must create them again.
 */
export class CheckQueueVersions1795950000000 implements MigrationInterface {
  name = 'CheckQueueVersions1795950000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'check_queue_versions',
        columns: [
          { name: 'teacher_id', type: 'integer', isPrimary: true },
          { name: 'version', type: 'integer' },
        ],
      }),
    );
    await queryRunner.query(
      `CREATE INDEX "${AWAITING_INDEX}" ON works (teacher_id, submitted_at, id)
       WHERE ${queued('works')}`,
    );
    const postgres = queryRunner.connection.options.type === 'postgres';
    for (const trigger of TRIGGERS) {
      const statements = postgres ? postgresTrigger(trigger) : [sqliteTrigger(trigger)];
      for (const sql of statements) await queryRunner.query(sql);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const postgres = queryRunner.connection.options.type === 'postgres';
    for (const trigger of TRIGGERS) {
      if (postgres) {
        await queryRunner.query(`DROP TRIGGER "${trigger.name}" ON ${trigger.table}`);
        await queryRunner.query(`DROP FUNCTION ${trigger.name.toLowerCase()}_bump()`);
      } else {
        await queryRunner.query(`DROP TRIGGER ${trigger.name}`);
      }
    }
    await queryRunner.query(`DROP INDEX "${AWAITING_INDEX}"`);
    await queryRunner.dropTable('check_queue_versions');
  }
}

/** The triggers above, for a test that proves they all still exist after every migration. */
export const CHECK_QUEUE_VERSION_TRIGGERS = TRIGGERS.map(({ name, table }) => ({ name, table }));
