import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The task library: archived tasks and the search over a teacher's tasks.
 *
 * `tasks.archived_at`: an archived task leaves the default list and can't be sent; its
 * works are still checked and it stays in the journal. Added by plain ALTER TABLE on both
 * databases (as TaskOrigins: `tasks` must not go through SQLite's table rebuild).
 *
 * `task_search`: a task's title and question texts as the catalogue stores a material's
 * (common/search/russian-text.ts: normalised and stemmed by the API), indexed the same way
 * (see MaterialSearch1795900000200: tsvector 'simple' on PostgreSQL, FTS5 with external
 * content on SQLite). `title_key` is the normalised title the list sorts by: SQLite's
 * LOWER() and its default collation know no Cyrillic case. Rows of the tasks made before
 * are written by TaskSearchIndex when the API starts (it indexes every task without one).
 */
const SQLITE_UP = [
  'ALTER TABLE "tasks" ADD COLUMN "archived_at" bigint',
  `CREATE TABLE "task_search" (
     "task_id" integer PRIMARY KEY NOT NULL,
     "title" text NOT NULL DEFAULT '',
     "body" text NOT NULL DEFAULT '',
     "title_key" varchar(255) NOT NULL DEFAULT '',
     CONSTRAINT "FK_task_search_task_id" FOREIGN KEY ("task_id")
       REFERENCES "tasks" ("id") ON DELETE CASCADE
   )`,
  `CREATE VIRTUAL TABLE "task_search_fts" USING fts5(
     title, body,
     content='task_search', content_rowid='task_id',
     tokenize='unicode61 remove_diacritics 0'
   )`,
  `CREATE TRIGGER "TRG_task_search_insert" AFTER INSERT ON "task_search" BEGIN
     INSERT INTO task_search_fts (rowid, title, body) VALUES (NEW.task_id, NEW.title, NEW.body);
   END`,
  `CREATE TRIGGER "TRG_task_search_delete" AFTER DELETE ON "task_search" BEGIN
     INSERT INTO task_search_fts (task_search_fts, rowid, title, body)
     VALUES ('delete', OLD.task_id, OLD.title, OLD.body);
   END`,
  `CREATE TRIGGER "TRG_task_search_update" AFTER UPDATE ON "task_search" BEGIN
     INSERT INTO task_search_fts (task_search_fts, rowid, title, body)
     VALUES ('delete', OLD.task_id, OLD.title, OLD.body);
     INSERT INTO task_search_fts (rowid, title, body) VALUES (NEW.task_id, NEW.title, NEW.body);
   END`,
];

const SQLITE_DOWN = [
  'DROP TRIGGER "TRG_task_search_update"',
  'DROP TRIGGER "TRG_task_search_delete"',
  'DROP TRIGGER "TRG_task_search_insert"',
  'DROP TABLE "task_search_fts"',
  'DROP TABLE "task_search"',
  'ALTER TABLE "tasks" DROP COLUMN "archived_at"',
];

const POSTGRES_UP = [
  'ALTER TABLE "tasks" ADD COLUMN "archived_at" bigint',
  `CREATE TABLE "task_search" (
     "task_id" integer NOT NULL,
     "title" text NOT NULL DEFAULT '',
     "body" text NOT NULL DEFAULT '',
     "title_key" varchar(255) NOT NULL DEFAULT '',
     "document" tsvector GENERATED ALWAYS AS (
       setweight(to_tsvector('simple', coalesce("title", '')), 'A') ||
       setweight(to_tsvector('simple', coalesce("body", '')), 'B')
     ) STORED,
     CONSTRAINT "PK_task_search" PRIMARY KEY ("task_id"),
     CONSTRAINT "FK_task_search_task_id" FOREIGN KEY ("task_id")
       REFERENCES "tasks" ("id") ON DELETE CASCADE
   )`,
  'CREATE INDEX "IDX_task_search_document" ON "task_search" USING GIN ("document")',
];

const POSTGRES_DOWN = ['DROP TABLE "task_search"', 'ALTER TABLE "tasks" DROP COLUMN "archived_at"'];

export class TaskLibrary1796300000100 implements MigrationInterface {
  name = 'TaskLibrary1796300000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    const postgres = queryRunner.connection.options.type === 'postgres';
    for (const sql of postgres ? POSTGRES_UP : SQLITE_UP) await queryRunner.query(sql);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const postgres = queryRunner.connection.options.type === 'postgres';
    for (const sql of postgres ? POSTGRES_DOWN : SQLITE_DOWN) await queryRunner.query(sql);
  }
}
