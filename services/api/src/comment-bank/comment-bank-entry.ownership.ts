import { columnOwnership } from '../access/column-ownership';
import { registerOwnership } from '../access/record-access.service';
import { CommentBankEntry } from './comment-bank-entry.entity';

declare module '../access/record-access.service' {
  interface OwnedRecords {
    'comment-bank-entry': CommentBankEntry;
  }
}

registerOwnership('comment-bank-entry', columnOwnership(CommentBankEntry, { owner: 'teacherId' }));
