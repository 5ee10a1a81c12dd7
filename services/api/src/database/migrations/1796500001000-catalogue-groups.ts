import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The whole catalogue's facet groups, kept: how many listed materials each (subject,
 * grade, exams, access) has, moved by triggers on `material_listing` as its rows come,
 * change group, are listed or hidden, and go. The catalogue with no text, no price and
 * no rating condition (its landing page, and every filter of it) counts its total and
 * facets from these few rows instead of the listing's index: 465,683 index entries at
 * 500,000 materials (docs/benchmarks.md).
 *
 * PostgreSQL: a move takes one group and gives to another; the two rows are written in
 * one order (the group's key), so two opposite moves wait for each other and never
 * deadlock. A migration that drops and makes again `material_listing` (MaterialSearch)
 * drops these triggers with it: it must run this one's down and up again.
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

const POSTGRES_FUNCTION = `CREATE FUNCTION material_listing_groups_move() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO material_listing_groups AS g (${KEY_COLUMNS}, n)
    SELECT ${KEY_COLUMNS}, SUM(delta) FROM (
      SELECT ${of('OLD')}, -1 AS delta WHERE TG_OP <> 'INSERT' AND OLD.listed = 1
      UNION ALL
      SELECT ${of('NEW')}, 1 WHERE TG_OP <> 'DELETE' AND NEW.listed = 1
    ) AS change (${KEY_COLUMNS}, delta)
    GROUP BY ${KEY_COLUMNS}
    ORDER BY ${KEY_COLUMNS}
    ON CONFLICT (${KEY_COLUMNS}) DO UPDATE SET n = g.n + excluded.n;
    RETURN NULL;
  END
  $$`;

const POSTGRES_TRIGGERS = [
  `CREATE TRIGGER "${TRIGGERS[0]}" AFTER INSERT ON "material_listing"
   FOR EACH ROW WHEN (NEW.listed = 1) EXECUTE FUNCTION material_listing_groups_move()`,
  `CREATE TRIGGER "${TRIGGERS[1]}" AFTER UPDATE OF listed, ${KEY_COLUMNS} ON "material_listing"
   FOR EACH ROW WHEN (${MOVED}) EXECUTE FUNCTION material_listing_groups_move()`,
  `CREATE TRIGGER "${TRIGGERS[2]}" AFTER DELETE ON "material_listing"
   FOR EACH ROW WHEN (OLD.listed = 1) EXECUTE FUNCTION material_listing_groups_move()`,
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
          ? `DROP TRIGGER IF EXISTS "${name}" ON "material_listing"`
          : `DROP TRIGGER IF EXISTS "${name}"`,
      );
    }
    if (postgres) await queryRunner.query('DROP FUNCTION material_listing_groups_move()');
    await queryRunner.query('DROP TABLE "material_listing_groups"');
  }
}
