import {
  ModuleRefusal,
  type RefusalAnswers,
  type RefusalDetails,
} from '../common/errors/module-refusal';

export enum StudentsErrorCode {
  /** A group may hold only the teacher's own students. */
  NotYourStudents = 'NOT_YOUR_STUDENTS',
  /** No teacher has this invite. */
  InviteInvalid = 'INVITE_INVALID',
  /** The teacher's plan holds no more students. */
  TeacherFull = 'TEACHER_FULL',
}

const ANSWERS = {
  [StudentsErrorCode.NotYourStudents]: {
    status: 422,
    key: 'students.not_your_students',
    field: 'student_ids',
  },
  [StudentsErrorCode.InviteInvalid]: {
    status: 422,
    key: 'students.invite_invalid',
    field: 'invite',
  },
  [StudentsErrorCode.TeacherFull]: { status: 422, key: 'students.teacher_full', field: 'invite' },
} as const satisfies RefusalAnswers<StudentsErrorCode>;

export class StudentsException extends ModuleRefusal<StudentsErrorCode> {
  constructor(code: StudentsErrorCode, details?: RefusalDetails) {
    super(ANSWERS, code, details);
  }
}
