import type { ReturnWorkRequest } from '@tutor/contracts';
import { IsCommentText } from './comment-text.decorator';
import { IsWorkVersion } from './version.decorator';

/** POST /api/works/:workId/return: back to the student with a comment. */
export class ReturnWorkDto implements ReturnWorkRequest {
  @IsWorkVersion()
  version!: number;

  @IsCommentText()
  comment!: string;
}
