import { COMMENT_REQUEST_KEY_PATTERN, type NewCommentInput } from '@tutor/contracts';
import { IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import { MAX_RECORD_ID } from '../../common/http/route-id.decorator';
import { CommentInputDto } from './comment-input.dto';

/**
 * POST /api/works/:workId/comments: the text, the page's key of this one comment and, for a
 * comment on one question, its id.
 */
export class NewCommentDto extends CommentInputDto implements NewCommentInput {
  @IsOptional()
  @IsString()
  @Matches(COMMENT_REQUEST_KEY_PATTERN)
  request_key?: string;

  /** A comment on this question of the work's task (the work's teacher only). */
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_RECORD_ID)
  question_id?: number;
}
