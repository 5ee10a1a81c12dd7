import { columnOwnership } from '../access/column-ownership';
import { registerOwnership } from '../access/record-access.service';
import { StoredFile } from './stored-file.entity';

declare module '../access/record-access.service' {
  interface OwnedRecords {
    file: StoredFile;
  }
}

registerOwnership('file', columnOwnership(StoredFile, { owner: 'ownerId' }));
