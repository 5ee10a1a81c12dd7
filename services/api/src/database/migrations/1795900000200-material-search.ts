import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The catalogue's full-text search. The API writes each material's title, description and
 * tags into `material_search` already normalised and stemmed (marketplace/search/
 * russian-text.ts); the database only indexes those stems. The table has no entity on
 * purpose: TypeORM's schema sync leaves tables it does not know alone, and `materials`
 * itself must match its entity exactly.
 *
 * PostgreSQL: a stored tsvector weighted title (A) > description (B) > tags (C), with a GIN
 * index. Its configuration is 'simple', not 'russian': the text is stemmed already by the
 * same Snowball stemmer, and 'russian' would stem the stems again ("уравнен" → "уравн")
 * and drop its stop words ("не", "для"), so PostgreSQL would find words SQLite does not
 * (and nothing for a stop-word query). With 'simple' both databases compare the same
 * lexemes, made in one place.
 *
 * SQLite: an FTS5 table with external content (the text is kept once, in
 * `material_search`), synced by the standard triggers. unicode61 without diacritics
 * removal, so 'й' stays apart from 'и' as it does on PostgreSQL.
 */
const SQLITE_UP = [
  `CREATE TABLE "material_search" (
     "material_id" integer PRIMARY KEY NOT NULL,
     "title" text NOT NULL DEFAULT '',
     "description" text NOT NULL DEFAULT '',
     "tags" text NOT NULL DEFAULT '',
     CONSTRAINT "FK_material_search_material_id" FOREIGN KEY ("material_id")
       REFERENCES "materials" ("id") ON DELETE CASCADE
   )`,
  `CREATE VIRTUAL TABLE "material_search_fts" USING fts5(
     title, description, tags,
     content='material_search', content_rowid='material_id',
     tokenize='unicode61 remove_diacritics 0'
   )`,
  `CREATE TRIGGER "TRG_material_search_insert" AFTER INSERT ON "material_search" BEGIN
     INSERT INTO material_search_fts (rowid, title, description, tags)
     VALUES (NEW.material_id, NEW.title, NEW.description, NEW.tags);
   END`,
  `CREATE TRIGGER "TRG_material_search_delete" AFTER DELETE ON "material_search" BEGIN
     INSERT INTO material_search_fts (material_search_fts, rowid, title, description, tags)
     VALUES ('delete', OLD.material_id, OLD.title, OLD.description, OLD.tags);
   END`,
  `CREATE TRIGGER "TRG_material_search_update" AFTER UPDATE ON "material_search" BEGIN
     INSERT INTO material_search_fts (material_search_fts, rowid, title, description, tags)
     VALUES ('delete', OLD.material_id, OLD.title, OLD.description, OLD.tags);
     INSERT INTO material_search_fts (rowid, title, description, tags)
     VALUES (NEW.material_id, NEW.title, NEW.description, NEW.tags);
   END`,
];

const SQLITE_DOWN = [
  'DROP TRIGGER "TRG_material_search_update"',
  'DROP TRIGGER "TRG_material_search_delete"',
  'DROP TRIGGER "TRG_material_search_insert"',
  'DROP TABLE "material_search_fts"',
  'DROP TABLE "material_search"',
];

const POSTGRES_UP = [
  `CREATE TABLE "material_search" (
     "material_id" integer NOT NULL,
     "title" text NOT NULL DEFAULT '',
     "description" text NOT NULL DEFAULT '',
     "tags" text NOT NULL DEFAULT '',
     "document" tsvector GENERATED ALWAYS AS (
       setweight(to_tsvector('simple', coalesce("title", '')), 'A') ||
       setweight(to_tsvector('simple', coalesce("description", '')), 'B') ||
       setweight(to_tsvector('simple', coalesce("tags", '')), 'C')
     ) STORED,
     CONSTRAINT "PK_material_search" PRIMARY KEY ("material_id"),
     CONSTRAINT "FK_material_search_material_id" FOREIGN KEY ("material_id")
       REFERENCES "materials" ("id") ON DELETE CASCADE
   )`,
  'CREATE INDEX "IDX_material_search_document" ON "material_search" USING GIN ("document")',
];

const POSTGRES_DOWN = ['DROP TABLE "material_search"'];

export class MaterialSearch1795900000200 implements MigrationInterface {
  name = 'MaterialSearch1795900000200';

  async up(queryRunner: QueryRunner): Promise<void> {
    const postgres = queryRunner.connection.options.type === 'postgres';
    for (const sql of postgres ? POSTGRES_UP : SQLITE_UP) await queryRunner.query(sql);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const postgres = queryRunner.connection.options.type === 'postgres';
    for (const sql of postgres ? POSTGRES_DOWN : SQLITE_DOWN) await queryRunner.query(sql);
  }
}
