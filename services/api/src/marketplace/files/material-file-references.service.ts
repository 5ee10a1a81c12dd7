import { Injectable, type OnModuleInit } from '@nestjs/common';
import { FileReferences } from '../../files/file-references.service';

const POSTGRES = `SELECT ids.id::bigint AS file_id FROM material_versions v,
    jsonb_array_elements_text(v.content::jsonb -> 'attachments') AS ids(id)
  WHERE v.content LIKE '%"attachments":%'
  UNION ALL
  SELECT ids.id::bigint AS file_id FROM material_versions v,
    jsonb_array_elements(v.content::jsonb -> 'question_attachments') AS qa(list),
    jsonb_array_elements_text(qa.list) AS ids(id)
  WHERE v.content LIKE '%"question_attachments":%'
  UNION ALL
  SELECT f.id AS file_id FROM files f WHERE EXISTS (SELECT 1 FROM material_versions v
    WHERE v.content LIKE '%](file:%' AND v.content LIKE '%](file:' || CAST(f.id AS text) || ')%')`;

const SQLITE = `SELECT ids.value AS file_id FROM material_versions v,
    json_each(v.content, '$.attachments') ids
  WHERE v.content LIKE '%"attachments":%'
  UNION ALL
  SELECT ids.value AS file_id FROM material_versions v,
    json_each(v.content, '$.question_attachments') qa, json_each(qa.value) ids
  WHERE v.content LIKE '%"question_attachments":%'
  UNION ALL
  SELECT f.id AS file_id FROM files f WHERE EXISTS (SELECT 1 FROM material_versions v
    WHERE v.content LIKE '%](file:%' AND v.content LIKE '%](file:' || f.id || ')%')`;

/**
 * Tells the files module which files material versions name (their task's attachments
 * and images in texts): a buyer's copy names them, whatever the author does since.
 */
@Injectable()
export class MaterialFileReferences implements OnModuleInit {
  constructor(private readonly references: FileReferences) {}

  onModuleInit(): void {
    this.references.register({
      name: 'material files',
      select: (databaseType) => (databaseType === 'postgres' ? POSTGRES : SQLITE),
    });
  }
}
