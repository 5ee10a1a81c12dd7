import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The catalogue's version: one counter the database moves on every change a catalogue
 * listing shows, so the API may cache the catalogue's answers (ids, totals, facet counts,
 * cards) per version (marketplace/search/catalogue-version.service.ts). Triggers, not the
 * API's code, move it, so no writer can forget it (raw SQL, migrations, the purchases'
 * counters, moderation): a material inserted, deleted or changed in a column a card or a
 * filter shows (publish, hide, price, rating, purchases, cover, title...), its search
 * entry written, an author's first name changed.
 *
 * PostgreSQL: deferred constraint triggers, so the counter's row is locked only while the
 * transaction commits (no writer waits on another's long transaction, no deadlock), and
 * moved once per transaction however many rows it changed.
 *
 * A migration that drops and makes again `materials`, `material_search` or `users` (on
 * SQLite TypeORM rebuilds a table to alter a column) drops these triggers with the old
 * table: it must create them again with createCatalogueTriggers below.
 */
const MATERIAL_COLUMNS = [
  'author_id',
  'title',
  'subject',
  'grade',
  'exams',
  'access',
  'price',
  'cover_file_id',
  'published_at',
  'deleted_at',
  'purchases_count',
  'rating_sum',
  'reviews_count',
].join(', ');

const BUMP = 'UPDATE catalogue_version SET version = version + 1 WHERE id = 1';

/** [trigger name, event, table] of every change that moves the version. */
const WATCHES: [string, string, string][] = [
  ['TRG_catalogue_version_material_insert', 'INSERT', 'materials'],
  ['TRG_catalogue_version_material_update', `UPDATE OF ${MATERIAL_COLUMNS}`, 'materials'],
  ['TRG_catalogue_version_material_delete', 'DELETE', 'materials'],
  ['TRG_catalogue_version_search_insert', 'INSERT', 'material_search'],
  ['TRG_catalogue_version_search_update', 'UPDATE', 'material_search'],
  ['TRG_catalogue_version_search_delete', 'DELETE', 'material_search'],
  ['TRG_catalogue_version_author_name', 'UPDATE OF first_name', 'users'],
];

const SQLITE_TRIGGERS = WATCHES.map(
  ([name, event, table]) =>
    `CREATE TRIGGER "${name}" AFTER ${event} ON "${table}" BEGIN ${BUMP}; END`,
);

const POSTGRES_FUNCTION = `CREATE FUNCTION catalogue_version_bump() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    -- once per transaction: the first of its deferred row events moves the counter
    IF current_setting('catalogue.version_moved', true) = txid_current()::text THEN
      RETURN NULL;
    END IF;
    PERFORM set_config('catalogue.version_moved', txid_current()::text, true);
    ${BUMP};
    RETURN NULL;
  END
  $$`;

const POSTGRES_TRIGGERS = WATCHES.map(
  ([name, event, table]) =>
    `CREATE CONSTRAINT TRIGGER "${name}" AFTER ${event} ON "${table}"
     DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_version_bump()`,
);

/** Makes again the version's triggers on `table`, after it was dropped and made again. */
export async function createCatalogueTriggers(
  queryRunner: QueryRunner,
  table: string,
): Promise<void> {
  const postgres = queryRunner.connection.options.type === 'postgres';
  const triggers = postgres ? POSTGRES_TRIGGERS : SQLITE_TRIGGERS;
  for (const [index, [, , on]] of WATCHES.entries()) {
    if (on === table) await queryRunner.query(triggers[index] ?? '');
  }
}

export class CatalogueVersion1796300000800 implements MigrationInterface {
  name = 'CatalogueVersion1796300000800';

  async up(queryRunner: QueryRunner): Promise<void> {
    const postgres = queryRunner.connection.options.type === 'postgres';
    await queryRunner.query(
      `CREATE TABLE catalogue_version (id integer PRIMARY KEY NOT NULL, version bigint NOT NULL)`,
    );
    await queryRunner.query('INSERT INTO catalogue_version (id, version) VALUES (1, 1)');
    if (postgres) await queryRunner.query(POSTGRES_FUNCTION);
    for (const sql of postgres ? POSTGRES_TRIGGERS : SQLITE_TRIGGERS) await queryRunner.query(sql);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const postgres = queryRunner.connection.options.type === 'postgres';
    for (const [name, , table] of WATCHES) {
      await queryRunner.query(
        postgres ? `DROP TRIGGER "${name}" ON "${table}"` : `DROP TRIGGER "${name}"`,
      );
    }
    if (postgres) await queryRunner.query('DROP FUNCTION catalogue_version_bump()');
    await queryRunner.query('DROP TABLE catalogue_version');
  }
}
