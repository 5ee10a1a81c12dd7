import type { CommentInput } from '@tutor/contracts';
import { IsCommentText } from '../../works/dto/comment-text.decorator';

/** POST /api/works/:workId/comments and PATCH /api/comments/:commentId */
export class CommentInputDto implements CommentInput {
  @IsCommentText()
  text!: string;
}
