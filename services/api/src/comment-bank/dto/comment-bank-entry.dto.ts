import type { CommentBankInput } from '@tutor/contracts';
import { IsCommentText } from '../../works/dto/comment-text.decorator';

/** POST /api/comment-bank and PATCH /api/comment-bank/:bankEntryId */
export class CommentBankEntryDto implements CommentBankInput {
  @IsCommentText()
  text!: string;
}
