import { columnOwnership } from '../access/column-ownership';
import { registerOwnership } from '../access/record-access.service';
import { Comment } from './comment.entity';

declare module '../access/record-access.service' {
  interface OwnedRecords {
    comment: Comment;
  }
}

registerOwnership('comment', columnOwnership(Comment, { owner: 'authorId' }));
