import type { MigrationInterface, QueryRunner } from 'typeorm';
import { listed } from './1795900000200-material-search';

/**
 * The whole catalogue's facet groups, kept: how many listed materials each (subject,
 * grade, exams, access) has, moved by triggers in the transaction of the change. The
 * catalogue with no text, no price and no rating condition (its landing page, and every
 * facet filter of it) counts its total and facets from these few rows instead of the
 * listing's index: 465,683 index entries at 500,000 materials (docs/benchmarks.md).
 *
 * PostgreSQL: statement triggers on `materials` with their transition tables, so a
 * statement moves each group once, however many rows it changed. Row triggers updated a
 * group's row once a material: a bulk load of 500,000 in one transaction left each row
 * hundreds of versions to walk and took six times as long. A statement's groups are
 * written in key order, so two opposite moves wait for each other and never deadlock.
 * SQLite (rows updated in place, one writer): row triggers on `material_listing`.
 *
 * A migration that drops and makes again `materials` or `material_listing` drops these
 * triggers with it: it must run this one's down and up again.
 */
const KEY = ['subject', 'grade', 'exams', 'access'];
const KEY_COLUMNS = KEY.join(', ');
const of = (row: string) => KEY.map((column) => `${row}.${column}`).join(', ');
const MOVED = `NEW.listed <> OLD.listed OR ${KEY.map((c) => `NEW.${c} <> OLD.${c}`).join(' OR ')}`;
const ADD = `ON CONFLICT (${KEY_COLUMNS}) DO UPDATE SET n = material_listing_groups.n + excluded.n`;

const CREATE_TABLE = `CREATE TABLE "material_listing_groups" (
   "subject" varchar(32) NOT NULL,
   "grade" integer NOT NULL,
   "exams" varchar(32) NOT NULL,
   "access" varchar(16) NOT NULL,
   "n" integer NOT NULL,
   CONSTRAINT "PK_material_listing_groups" PRIMARY KEY (${KEY_COLUMNS})
 )`;

const FILL = `INSERT INTO material_listing_groups (${KEY_COLUMNS}, n)
  SELECT ${KEY_COLUMNS}, COUNT(*) FROM material_listing WHERE listed = 1
  GROUP BY ${KEY_COLUMNS}`;

const TRIGGERS = [
  'TRG_material_listing_groups_insert',
  'TRG_material_listing_groups_update',
  'TRG_material_listing_groups_delete',
];

const SQLITE_TRIGGERS = [
  `CREATE TRIGGER "${TRIGGERS[0]}" AFTER INSERT ON "material_listing"
   WHEN NEW.listed = 1 BEGIN
     INSERT INTO material_listing_groups (${KEY_COLUMNS}, n) VALUES (${of('NEW')}, 1) ${ADD};
   END`,
  `CREATE TRIGGER "${TRIGGERS[1]}" AFTER UPDATE OF listed, ${KEY_COLUMNS} ON "material_listing"
   WHEN ${MOVED} BEGIN
     UPDATE material_listing_groups SET n = n - 1
       WHERE OLD.listed = 1 AND (${KEY_COLUMNS}) = (${of('OLD')});
     INSERT INTO material_listing_groups (${KEY_COLUMNS}, n)
       SELECT ${of('NEW')}, 1 WHERE NEW.listed = 1 ${ADD};
   END`,
  `CREATE TRIGGER "${TRIGGERS[2]}" AFTER DELETE ON "material_listing"
   WHEN OLD.listed = 1 BEGIN
     UPDATE material_listing_groups SET n = n - 1 WHERE (${KEY_COLUMNS}) = (${of('OLD')});
   END`,
];

/** The groups' moves of the rows in `gone` (-1) and `came` (+1), the listed ones. */
const changes = (tables: { gone?: boolean; came?: boolean }) =>
  [
    ...(tables.gone ? [`SELECT ${KEY_COLUMNS}, -1 FROM gone WHERE ${listed('gone')} = 1`] : []),
    ...(tables.came ? [`SELECT ${KEY_COLUMNS}, 1 FROM came WHERE ${listed('came')} = 1`] : []),
  ].join(' UNION ALL ');

const move = (tables: { gone?: boolean; came?: boolean }) =>
  `INSERT INTO material_listing_groups AS g (${KEY_COLUMNS}, n)
   SELECT ${KEY_COLUMNS}, SUM(delta) FROM (${changes(tables)}) AS change (${KEY_COLUMNS}, delta)
   GROUP BY ${KEY_COLUMNS} HAVING SUM(delta) <> 0 ORDER BY ${KEY_COLUMNS}
   ON CONFLICT (${KEY_COLUMNS}) DO UPDATE SET n = g.n + excluded.n`;

const POSTGRES_FUNCTION = `CREATE FUNCTION material_listing_groups_move() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      ${move({ came: true })};
    ELSIF TG_OP = 'DELETE' THEN
      ${move({ gone: true })};
    ELSE
      ${move({ gone: true, came: true })};
    END IF;
    RETURN NULL;
  END
  $$`;

const POSTGRES_TRIGGERS = [
  `CREATE TRIGGER "${TRIGGERS[0]}" AFTER INSERT ON "materials" REFERENCING NEW TABLE AS came
   FOR EACH STATEMENT EXECUTE FUNCTION material_listing_groups_move()`,
  `CREATE TRIGGER "${TRIGGERS[1]}" AFTER UPDATE ON "materials"
   REFERENCING OLD TABLE AS gone NEW TABLE AS came
   FOR EACH STATEMENT EXECUTE FUNCTION material_listing_groups_move()`,
  `CREATE TRIGGER "${TRIGGERS[2]}" AFTER DELETE ON "materials" REFERENCING OLD TABLE AS gone
   FOR EACH STATEMENT EXECUTE FUNCTION material_listing_groups_move()`,
];

export class CatalogueGroups1796500001000 implements MigrationInterface {
  name = 'CatalogueGroups1796500001000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const postgres = queryRunner.connection.options.type === 'postgres';
    await queryRunner.query(CREATE_TABLE);
    await queryRunner.query(FILL);
    if (postgres) await queryRunner.query(POSTGRES_FUNCTION);
    for (const sql of postgres ? POSTGRES_TRIGGERS : SQLITE_TRIGGERS) await queryRunner.query(sql);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const postgres = queryRunner.connection.options.type === 'postgres';
    for (const name of TRIGGERS) {
      await queryRunner.query(
        postgres
          ? `DROP TRIGGER IF EXISTS "${name}" ON "materials"`
          : `DROP TRIGGER IF EXISTS "${name}"`,
      );
    }
    if (postgres) await queryRunner.query('DROP FUNCTION material_listing_groups_move()');
    await queryRunner.query('DROP TABLE "material_listing_groups"');
  }
}
