import { columnOwnership } from '../access/column-ownership';
import { registerOwnership } from '../access/record-access.service';
import { Subject } from './subject.entity';

declare module '../access/record-access.service' {
  interface OwnedRecords {
    subject: Subject;
  }
}

registerOwnership('subject', columnOwnership(Subject, { owner: 'teacherId' }));
