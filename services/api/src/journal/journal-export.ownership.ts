import { columnOwnership } from '../access/column-ownership';
import { registerOwnership } from '../access/record-access.service';
import { JournalExport } from './journal-export.entity';

declare module '../access/record-access.service' {
  interface OwnedRecords {
    'journal-export': JournalExport;
  }
}

registerOwnership('journal-export', columnOwnership(JournalExport, { owner: 'teacherId' }));
