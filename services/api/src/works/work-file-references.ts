import { Injectable, type OnModuleInit } from '@nestjs/common';
import { FileReferences } from '../files/file-references';

/** An answer names a file as `{"file_id":<id>}` in its JSON value (answer-values.ts). */
const NAMES_A_FILE = `value LIKE '%"file_id":%'`;

/**
 * Tells the files module which files answers name: every work's answer, whatever the
 * work's status or attempt (a work keeps one answer per question; an earlier file an
 * answer no longer names is not kept).
 */
@Injectable()
export class WorkFileReferences implements OnModuleInit {
  constructor(private readonly references: FileReferences) {}

  onModuleInit(): void {
    this.references.register({
      name: 'work answers',
      select: (databaseType) =>
        databaseType === 'postgres'
          ? `SELECT (value::jsonb ->> 'file_id')::bigint AS file_id FROM work_answers WHERE ${NAMES_A_FILE}`
          : `SELECT json_extract(value, '$.file_id') AS file_id FROM work_answers WHERE ${NAMES_A_FILE}`,
    });
  }
}
