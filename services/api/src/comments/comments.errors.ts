import { ServerMessage } from '@tutor/contracts';
import {
  ModuleRefusal,
  type RefusalAnswers,
  type RefusalDetails,
} from '../common/errors/module-refusal';

export enum CommentsErrorCode {
  /** A question comment by anyone but the work's teacher. */
  QuestionCommentTeacherOnly = 'QUESTION_COMMENT_TEACHER_ONLY',
  /** The question is not one of the work's task revision. */
  QuestionUnknown = 'QUESTION_UNKNOWN',
  /** A question comment on a draft: there is nothing to check yet. */
  QuestionCommentTooEarly = 'QUESTION_COMMENT_TOO_EARLY',
}

const ANSWERS = {
  [CommentsErrorCode.QuestionCommentTeacherOnly]: { status: 403, text: ServerMessage.Unauthorized },
  [CommentsErrorCode.QuestionUnknown]: {
    status: 422,
    key: 'comments.question_unknown',
    field: 'question_id',
  },
  [CommentsErrorCode.QuestionCommentTooEarly]: {
    status: 409,
    key: 'comments.question_too_early',
  },
} as const satisfies RefusalAnswers<CommentsErrorCode>;

export class CommentsException extends ModuleRefusal<CommentsErrorCode> {
  constructor(code: CommentsErrorCode, details?: RefusalDetails) {
    super(ANSWERS, code, details);
  }
}
