import {
  ModuleRefusal,
  type RefusalAnswers,
  type RefusalDetails,
} from '../common/errors/module-refusal';

export enum SubjectsErrorCode {
  /** The teacher has a subject of that name already. */
  NameTaken = 'NAME_TAKEN',
}

const ANSWERS = {
  [SubjectsErrorCode.NameTaken]: { status: 422, key: 'subjects.name_taken', field: 'name' },
} as const satisfies RefusalAnswers<SubjectsErrorCode>;

export class SubjectsException extends ModuleRefusal<SubjectsErrorCode> {
  constructor(code: SubjectsErrorCode, details?: RefusalDetails) {
    super(ANSWERS, code, details);
  }
}
