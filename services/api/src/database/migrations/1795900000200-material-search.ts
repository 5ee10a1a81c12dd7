import {
  Table,
  TableForeignKey,
  TableIndex,
  type MigrationInterface,
  type QueryRunner,
  type TableColumnOptions,
} from 'typeorm';

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

/**
 * The catalogue's listing: the columns of `materials` the catalogue filters, counts and
 * sorts by, one narrow row per material, kept by triggers on `materials` (every write
 * path, raw SQL included). Counting facets over 50,000 materials read every wide row of
 * `materials` (the description is stored inline) and could use no index of its own:
 * `materials` must match its entity, and TypeORM's schema sync drops indexes an entity
 * does not declare. Here the facets read one covering index, and the newest and popular
 * first pages read the top of an index.
 *
 * On SQLite a migration that rebuilds `materials` (TypeORM does that to alter a column)
 * drops these triggers with the old table: such a migration must create them again.
 */
const LISTING_COLUMNS = [
  'author_id',
  'subject',
  'grade',
  'exams',
  'access',
  'price',
  'published_at',
  'created_at',
  'deleted_at',
  'purchases_count',
  'rating_sum',
  'reviews_count',
];

/** 1 when the catalogue lists the material: public or paid, published, not deleted. */
export const listed = (row: string) =>
  `CASE WHEN ${row}.access IN ('public', 'paid') AND ${row}.deleted_at IS NULL
     AND ${row}.published_at IS NOT NULL THEN 1 ELSE 0 END`;

/** The material's listing row, inserted or brought up to date. */
const LISTING_UPSERT = `INSERT INTO material_listing (material_id, listed, ${LISTING_COLUMNS.join(', ')})
   VALUES (NEW.id, ${listed('NEW')}, ${LISTING_COLUMNS.map((column) => `NEW.${column}`).join(', ')})
   ON CONFLICT (material_id) DO UPDATE SET listed = excluded.listed,
     ${LISTING_COLUMNS.map((column) => `${column} = excluded.${column}`).join(', ')}`;

const LISTING_TRIGGERS = ['TRG_material_listing_insert', 'TRG_material_listing_update'];
const WATCHED = LISTING_COLUMNS.join(', ');

const SQLITE_LISTING_TRIGGERS = [
  `CREATE TRIGGER "TRG_material_listing_insert" AFTER INSERT ON "materials" BEGIN
     ${LISTING_UPSERT};
   END`,
  `CREATE TRIGGER "TRG_material_listing_update" AFTER UPDATE OF ${WATCHED} ON "materials" BEGIN
     ${LISTING_UPSERT};
   END`,
];

const POSTGRES_LISTING_TRIGGERS = [
  `CREATE FUNCTION material_listing_sync() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     ${LISTING_UPSERT};
     RETURN NULL;
   END
   $$`,
  `CREATE TRIGGER "TRG_material_listing_insert" AFTER INSERT ON "materials"
   FOR EACH ROW EXECUTE FUNCTION material_listing_sync()`,
  `CREATE TRIGGER "TRG_material_listing_update" AFTER UPDATE OF ${WATCHED} ON "materials"
   FOR EACH ROW EXECUTE FUNCTION material_listing_sync()`,
];

const int = (name: string, isNullable = false): TableColumnOptions => ({
  name,
  type: 'integer',
  isNullable,
});
const bigint = (name: string, isNullable = false): TableColumnOptions => ({
  name,
  type: 'bigint',
  isNullable,
});
const varchar = (name: string, length: number): TableColumnOptions => ({
  name,
  type: 'varchar',
  length: String(length),
});

function listingTable(): Table {
  return new Table({
    name: 'material_listing',
    columns: [
      { ...int('material_id'), isPrimary: true },
      int('listed'),
      int('author_id'),
      varchar('subject', 32),
      int('grade'),
      varchar('exams', 32),
      varchar('access', 16),
      int('price'),
      bigint('published_at', true),
      bigint('created_at'),
      bigint('deleted_at', true),
      int('purchases_count'),
      int('rating_sum'),
      int('reviews_count'),
    ],
    indices: [
      new TableIndex({
        name: 'IDX_material_listing_facets',
        columnNames: ['listed', 'subject', 'grade', 'exams', 'access', 'price'],
      }),
      new TableIndex({
        name: 'IDX_material_listing_newest',
        columnNames: ['listed', 'published_at'],
      }),
      new TableIndex({
        name: 'IDX_material_listing_popular',
        columnNames: ['listed', 'purchases_count'],
      }),
      new TableIndex({
        name: 'IDX_material_listing_author',
        columnNames: ['author_id', 'deleted_at'],
      }),
    ],
    foreignKeys: [
      new TableForeignKey({
        name: 'FK_material_listing_material_id',
        columnNames: ['material_id'],
        referencedTableName: 'materials',
        referencedColumnNames: ['id'],
        onDelete: 'CASCADE',
      }),
    ],
  });
}

export class MaterialSearch1795900000200 implements MigrationInterface {
  name = 'MaterialSearch1795900000200';

  async up(queryRunner: QueryRunner): Promise<void> {
    const postgres = queryRunner.connection.options.type === 'postgres';
    for (const sql of postgres ? POSTGRES_UP : SQLITE_UP) await queryRunner.query(sql);
    await queryRunner.createTable(listingTable());
    await queryRunner.query(
      `INSERT INTO material_listing (material_id, listed, ${LISTING_COLUMNS.join(', ')})
       SELECT id, ${listed('materials')}, ${LISTING_COLUMNS.join(', ')} FROM materials`,
    );
    for (const sql of postgres ? POSTGRES_LISTING_TRIGGERS : SQLITE_LISTING_TRIGGERS) {
      await queryRunner.query(sql);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const postgres = queryRunner.connection.options.type === 'postgres';
    for (const name of LISTING_TRIGGERS) {
      await queryRunner.query(
        postgres ? `DROP TRIGGER "${name}" ON "materials"` : `DROP TRIGGER "${name}"`,
      );
    }
    if (postgres) await queryRunner.query('DROP FUNCTION material_listing_sync()');
    await queryRunner.dropTable('material_listing');
    for (const sql of postgres ? POSTGRES_DOWN : SQLITE_DOWN) await queryRunner.query(sql);
  }
}
