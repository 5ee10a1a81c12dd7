import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * PostgreSQL: the search's tsvector kept in `material_listing` next to the filter columns,
 * with its GIN index there. A search for a common word ("уравнения", 15 % of the
 * materials) read the wide `material_search` rows (the stems' text next to the tsvector,
 * 8 a page) for the matches, then joined `material_listing` for their subject, grade,
 * exams and access: two tables' pages for the facet counts and the ranking. Now the
 * matches, their facet columns and the document ts_rank_cd reads come from one narrow row
 * (EXPLAIN in docs/benchmarks.md). `material_search` stays what the API writes (and
 * SQLite's FTS5 reads); a trigger copies its document over. SQLite: nothing. Like the
 * catalogue version's triggers, this must run again after MaterialSearch is made again.
 */
const POSTGRES_UP = [
  'ALTER TABLE "material_listing" ADD COLUMN "document" tsvector',
  `UPDATE material_listing l SET document = s.document
   FROM material_search s WHERE s.material_id = l.material_id`,
  `CREATE INDEX "IDX_material_listing_document" ON "material_listing" USING GIN ("document")`,
  `CREATE OR REPLACE FUNCTION material_listing_document() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF TG_OP = 'DELETE' THEN
       UPDATE material_listing SET document = NULL WHERE material_id = OLD.material_id;
     ELSE
       UPDATE material_listing SET document = NEW.document WHERE material_id = NEW.material_id;
     END IF;
     RETURN NULL;
   END
   $$`,
  `CREATE TRIGGER "TRG_material_listing_document"
   AFTER INSERT OR UPDATE OR DELETE ON "material_search"
   FOR EACH ROW EXECUTE FUNCTION material_listing_document()`,
  // Nothing reads it any more; every write of a search row would still update it.
  'DROP INDEX IF EXISTS "IDX_material_search_document"',
];

const POSTGRES_DOWN = [
  'CREATE INDEX "IDX_material_search_document" ON "material_search" USING GIN ("document")',
  'DROP TRIGGER "TRG_material_listing_document" ON "material_search"',
  'DROP FUNCTION material_listing_document()',
  'DROP INDEX "IDX_material_listing_document"',
  'ALTER TABLE "material_listing" DROP COLUMN "document"',
];

export class SearchDocumentInListing1796500000100 implements MigrationInterface {
  name = 'SearchDocumentInListing1796500000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.options.type !== 'postgres') return;
    for (const sql of POSTGRES_UP) await queryRunner.query(sql);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.options.type !== 'postgres') return;
    for (const sql of POSTGRES_DOWN) await queryRunner.query(sql);
  }
}
