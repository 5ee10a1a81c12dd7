import { columnOwnership } from '../access/column-ownership';
import { registerOwnership } from '../access/record-access.service';
import { LibraryRubricRecord } from './rubric.entity';

declare module '../access/record-access.service' {
  interface OwnedRecords {
    rubric: LibraryRubricRecord;
  }
}

registerOwnership('rubric', columnOwnership(LibraryRubricRecord, { owner: 'teacherId' }));
