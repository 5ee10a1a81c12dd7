import { Injectable, type OnModuleInit } from '@nestjs/common';
import { FileReferences } from '../files/file-references.service';

/** An answer names files as `{"file_ids":[…]}`, or in the older `{"file_id":<id>}`. */
const NAMES_ONE = `wa.value LIKE '%"file_id":%'`;
const NAMES_MANY = `wa.value LIKE '%"file_ids":%'`;

const POSTGRES = `SELECT (wa.value::jsonb ->> 'file_id')::bigint AS file_id FROM work_answers wa
  WHERE ${NAMES_ONE}
  UNION ALL
  SELECT ids.id::bigint AS file_id FROM work_answers wa,
    jsonb_array_elements_text(wa.value::jsonb -> 'file_ids') AS ids(id)
  WHERE ${NAMES_MANY}`;

const SQLITE = `SELECT json_extract(wa.value, '$.file_id') AS file_id FROM work_answers wa
  WHERE ${NAMES_ONE}
  UNION ALL
  SELECT ids.value AS file_id FROM work_answers wa, json_each(wa.value, '$.file_ids') ids
  WHERE ${NAMES_MANY}`;

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
      select: (databaseType) => (databaseType === 'postgres' ? POSTGRES : SQLITE),
    });
  }
}
