import {
  ModuleRefusal,
  type RefusalAnswers,
  type RefusalDetails,
} from '../common/errors/module-refusal';

export enum FilesErrorCode {
  /** The upload has no file part. */
  Required = 'REQUIRED',
  /** The file has no bytes. */
  Empty = 'EMPTY',
  /** Bigger than FILES_MAX_MB. */
  TooLarge = 'TOO_LARGE',
  /** An extension outside the allowed list. */
  Type = 'TYPE',
  /** A program, whatever its name says. */
  Executable = 'EXECUTABLE',
  /** The first bytes are another format than the extension. */
  Mismatch = 'MISMATCH',
  /** An audio extension whose bytes are no audio. */
  Audio = 'AUDIO',
  /** A text extension whose bytes are not text. */
  NotText = 'NOT_TEXT',
  /** A task, revision, material or answer names the file: it can't be removed. */
  InUse = 'IN_USE',
}

const ANSWERS = {
  [FilesErrorCode.Required]: { status: 422, key: 'files.required', field: 'file' },
  [FilesErrorCode.Empty]: { status: 422, key: 'files.empty', field: 'file' },
  [FilesErrorCode.TooLarge]: { status: 422, key: 'files.too_large', field: 'file' },
  [FilesErrorCode.Type]: { status: 422, key: 'files.type', field: 'file' },
  [FilesErrorCode.Executable]: { status: 422, key: 'files.executable', field: 'file' },
  [FilesErrorCode.Mismatch]: { status: 422, key: 'files.mismatch', field: 'file' },
  [FilesErrorCode.Audio]: { status: 422, key: 'files.audio', field: 'file' },
  [FilesErrorCode.NotText]: { status: 422, key: 'files.not_text', field: 'file' },
  [FilesErrorCode.InUse]: { status: 409, key: 'files.in_use' },
} as const satisfies RefusalAnswers<FilesErrorCode>;

export class FilesException extends ModuleRefusal<FilesErrorCode> {
  constructor(code: FilesErrorCode, details?: RefusalDetails) {
    super(ANSWERS, code, details);
  }
}
