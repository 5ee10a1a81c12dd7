import {
  JOURNAL_EXPORT_FORMATS,
  type JournalExportFormat,
  type JournalExportRequest,
} from '@tutor/contracts';
import { IsIn } from 'class-validator';
import { QueryText } from '../../common/validation/query-params';
import { JournalQueryDto } from './journal-query.dto';

/** GET /api/journal/export and POST /api/journal/exports: the grid's query and a format. */
export class JournalExportDto extends JournalQueryDto implements JournalExportRequest {
  @QueryText()
  @IsIn(JOURNAL_EXPORT_FORMATS, { context: { rule: 'journal.format' } })
  format!: JournalExportFormat;
}
