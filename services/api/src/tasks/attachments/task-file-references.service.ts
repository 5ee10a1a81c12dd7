import { Injectable, type OnModuleInit } from '@nestjs/common';
import { FileReferences } from '../../files/file-references.service';

/** File ids in a JSON list column (`[1,2]`) of each row of a table. */
const listed = (table: string, postgres: boolean): string =>
  postgres
    ? `SELECT ids.id::bigint AS file_id FROM ${table} t,
         jsonb_array_elements_text(t.attachments::jsonb) AS ids(id)
       WHERE t.attachments IS NOT NULL`
    : `SELECT ids.value AS file_id FROM ${table} t, json_each(t.attachments) ids
       WHERE t.attachments IS NOT NULL`;

/** File ids of the questions frozen in a revision (each question's `attachments`). */
const frozen = (postgres: boolean): string =>
  postgres
    ? `SELECT ids.id::bigint AS file_id FROM task_revisions r,
         jsonb_array_elements(r.questions::jsonb) AS q(question),
         jsonb_array_elements_text(q.question -> 'attachments') AS ids(id)
       WHERE r.questions LIKE '%"attachments":%'`
    : `SELECT ids.value AS file_id FROM task_revisions r, json_each(r.questions) q,
         json_each(q.value, '$.attachments') ids
       WHERE r.questions LIKE '%"attachments":%'`;

/**
 * Images in texts (`![alt](file:ID)`): a file whose id some question text or option names.
 * Read by the sweep only; a question without an image is skipped by its first LIKE.
 */
const imaged = (postgres: boolean): string => {
  const id = postgres ? 'CAST(f.id AS text)' : 'f.id';
  const names = (column: string) =>
    `(${column} LIKE '%](file:%' AND ${column} LIKE '%](file:' || ${id} || ')%')`;
  return `SELECT f.id AS file_id FROM files f WHERE
    EXISTS (SELECT 1 FROM task_questions q WHERE ${names('q.text')} OR ${names('q.options')})
    OR EXISTS (SELECT 1 FROM task_revisions r WHERE ${names('r.questions')})`;
};

/**
 * Tells the files module which files tasks name: their attachments, their questions' and
 * the revisions' (a sent work keeps its files), bank questions', and images in texts.
 */
@Injectable()
export class TaskFileReferences implements OnModuleInit {
  constructor(private readonly references: FileReferences) {}

  onModuleInit(): void {
    this.references.register({
      name: 'task files',
      select: (databaseType) => {
        const postgres = databaseType === 'postgres';
        const tables = ['tasks', 'task_questions', 'bank_questions', 'task_revisions'];
        return [...tables.map((t) => listed(t, postgres)), frozen(postgres), imaged(postgres)]
          .map((select) => `SELECT file_id FROM (${select}) s`)
          .join(' UNION ALL ');
      },
    });
  }
}
