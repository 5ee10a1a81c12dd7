import { COMMENT_REQUEST_KEY_PATTERN, type NewCommentInput } from '@tutor/contracts';
import { IsOptional, IsString, Matches } from 'class-validator';
import { CommentInputDto } from './comment-input.dto';

/** POST /api/works/:workId/comments: the text and the page's key of this one comment. */
export class NewCommentDto extends CommentInputDto implements NewCommentInput {
  @IsOptional()
  @IsString()
  @Matches(COMMENT_REQUEST_KEY_PATTERN)
  request_key?: string;
}
