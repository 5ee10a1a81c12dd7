import { columnOwnership } from '../access/column-ownership';
import { registerOwnership } from '../access/record-access.service';
import { StudentGroup } from './student-group.entity';

declare module '../access/record-access.service' {
  interface OwnedRecords {
    group: StudentGroup;
  }
}

registerOwnership('group', columnOwnership(StudentGroup, { owner: 'teacherId' }));
