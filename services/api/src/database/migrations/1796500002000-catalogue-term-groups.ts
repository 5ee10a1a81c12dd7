import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * PostgreSQL: each search term's facet groups, kept. For every lexeme of a listed
 * material's document and its (subject, grade, exams, access) group, how many such
 * materials there are. A one-word query in the whole catalogue counts its total and facets
 * from the word's few rows here instead of visiting every match's heap row: a GIN index
 * has no index-only scan, and a common word ("уравнения", 72,000 of 500,000 materials)
 * read 35,000 pages (docs/benchmarks.md).
 *
 * The rows are deltas: a statement trigger on `material_listing` appends, for each
 * (term, group) the statement moved, the net change (never an update of a shared row, so
 * two writers never wait for each other or deadlock, whatever their statements' order).
 * A term's count is the sum of its rows. CatalogueTermFolding folds each key's deltas into
 * one row now and then (`folded`), in one statement, so the rows stay about one per key.
 *
 * SQLite: nothing (its FTS5 search counts from its own index). A migration that drops and
 * makes again `material_listing` drops the triggers with it: it must run this one's down
 * and up again.
 */
const KEY = ['term', 'subject', 'grade', 'exams', 'access'];
const KEY_COLUMNS = KEY.join(', ');

const CREATE_TABLE = `CREATE TABLE "material_term_groups" (
   "term" text NOT NULL,
   "subject" varchar(32) NOT NULL,
   "grade" integer NOT NULL,
   "exams" varchar(32) NOT NULL,
   "access" varchar(16) NOT NULL,
   "n" integer NOT NULL,
   "folded" boolean NOT NULL DEFAULT false
 )`;

const INDEXES = [
  `CREATE INDEX "IDX_material_term_groups_term" ON "material_term_groups" (${KEY_COLUMNS})
   INCLUDE (n)`,
  `CREATE INDEX "IDX_material_term_groups_unfolded" ON "material_term_groups" (${KEY_COLUMNS})
   WHERE NOT folded`,
];

/** A listed row's terms with its group and `delta`, from the rows in `table`. */
const termsOf = (table: string, delta: number) =>
  `SELECT t.term, r.subject, r.grade, r.exams, r.access, ${delta}
   FROM ${table} r CROSS JOIN unnest(tsvector_to_array(r.document)) AS t (term)
   WHERE r.listed = 1`;

const FILL = `INSERT INTO material_term_groups (${KEY_COLUMNS}, n, folded)
  SELECT ${KEY_COLUMNS}, COUNT(*), true FROM (${termsOf('material_listing', 1)})
    AS c (${KEY_COLUMNS}, delta)
  GROUP BY ${KEY_COLUMNS}`;

const append = (tables: { gone?: boolean; came?: boolean }) => {
  const changes = [
    ...(tables.gone ? [termsOf('gone', -1)] : []),
    ...(tables.came ? [termsOf('came', 1)] : []),
  ].join(' UNION ALL ');
  return `INSERT INTO material_term_groups (${KEY_COLUMNS}, n)
    SELECT ${KEY_COLUMNS}, SUM(delta) FROM (${changes}) AS c (${KEY_COLUMNS}, delta)
    GROUP BY ${KEY_COLUMNS} HAVING SUM(delta) <> 0`;
};

const FUNCTION = `CREATE FUNCTION material_term_groups_append() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      ${append({ came: true })};
    ELSIF TG_OP = 'DELETE' THEN
      ${append({ gone: true })};
    ELSE
      ${append({ gone: true, came: true })};
    END IF;
    RETURN NULL;
  END
  $$`;

const TRIGGERS = [
  'TRG_material_term_groups_insert',
  'TRG_material_term_groups_update',
  'TRG_material_term_groups_delete',
];

const CREATE_TRIGGERS = [
  `CREATE TRIGGER "${TRIGGERS[0]}" AFTER INSERT ON "material_listing"
   REFERENCING NEW TABLE AS came
   FOR EACH STATEMENT EXECUTE FUNCTION material_term_groups_append()`,
  `CREATE TRIGGER "${TRIGGERS[1]}" AFTER UPDATE ON "material_listing"
   REFERENCING OLD TABLE AS gone NEW TABLE AS came
   FOR EACH STATEMENT EXECUTE FUNCTION material_term_groups_append()`,
  `CREATE TRIGGER "${TRIGGERS[2]}" AFTER DELETE ON "material_listing"
   REFERENCING OLD TABLE AS gone
   FOR EACH STATEMENT EXECUTE FUNCTION material_term_groups_append()`,
];

export class CatalogueTermGroups1796500002000 implements MigrationInterface {
  name = 'CatalogueTermGroups1796500002000';

  async up(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.options.type !== 'postgres') return;
    for (const sql of [CREATE_TABLE, FILL, ...INDEXES, FUNCTION, ...CREATE_TRIGGERS]) {
      await queryRunner.query(sql);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.options.type !== 'postgres') return;
    for (const name of TRIGGERS) {
      await queryRunner.query(`DROP TRIGGER IF EXISTS "${name}" ON "material_listing"`);
    }
    await queryRunner.query('DROP FUNCTION material_term_groups_append()');
    await queryRunner.query('DROP TABLE "material_term_groups"');
  }
}
