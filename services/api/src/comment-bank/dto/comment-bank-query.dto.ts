import { COMMENT_BANK_QUERY_MAX, type CommentBankQuery } from '@tutor/contracts';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { QueryText } from '../../common/validation/query-params';

/** GET /api/comment-bank?q= : entries whose text holds q, in any letter case. */
export class CommentBankQueryDto implements CommentBankQuery {
  @IsOptional()
  @QueryText()
  @IsString()
  @MaxLength(COMMENT_BANK_QUERY_MAX)
  q?: string;
}
