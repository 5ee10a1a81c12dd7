import {
  ModuleRefusal,
  type RefusalAnswers,
  type RefusalDetails,
} from '../common/errors/module-refusal';

export enum JournalErrorCode {
  /** The table is too big to build while the caller waits: ask for an export job. */
  ExportTooLarge = 'EXPORT_TOO_LARGE',
  /** The export job has not written its file yet. */
  ExportNotReady = 'EXPORT_NOT_READY',
}

const ANSWERS = {
  [JournalErrorCode.ExportTooLarge]: {
    status: 409,
    key: 'journal.export_too_large',
    code: 'export_too_large',
  },
  [JournalErrorCode.ExportNotReady]: { status: 409, key: 'journal.export_not_ready' },
} as const satisfies RefusalAnswers<JournalErrorCode>;

export class JournalException extends ModuleRefusal<JournalErrorCode> {
  constructor(code: JournalErrorCode, details?: RefusalDetails) {
    super(ANSWERS, code, details);
  }
}
