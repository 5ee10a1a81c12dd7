import {
  ModuleRefusal,
  type RefusalAnswers,
  type RefusalDetails,
} from '../common/errors/module-refusal';

export enum CommentBankErrorCode {
  /** An edit to a text another entry of the teacher holds already. */
  TextTaken = 'TEXT_TAKEN',
}

const ANSWERS = {
  [CommentBankErrorCode.TextTaken]: { status: 422, key: 'comment_bank.text_taken', field: 'text' },
} as const satisfies RefusalAnswers<CommentBankErrorCode>;

export class CommentBankException extends ModuleRefusal<CommentBankErrorCode> {
  constructor(code: CommentBankErrorCode, details?: RefusalDetails) {
    super(ANSWERS, code, details);
  }
}
