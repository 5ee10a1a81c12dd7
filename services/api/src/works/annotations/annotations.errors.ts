import { WorkRefusalCode } from '@tutor/contracts';
import {
  ModuleRefusal,
  type RefusalAnswers,
  type RefusalDetails,
} from '../../common/errors/module-refusal';

export enum AnnotationsErrorCode {
  /** The page's marks changed since the client read them (another tab). */
  StaleVersion = 'ANNOTATIONS_STALE_VERSION',
  /** Marks are drawn only on a submitted, being checked or checked work. */
  NotAnnotatable = 'ANNOTATIONS_NOT_ANNOTATABLE',
  /** A stroke's points come in x, y pairs. */
  PointsOdd = 'ANNOTATIONS_POINTS_ODD',
}

const ANSWERS = {
  [AnnotationsErrorCode.StaleVersion]: {
    status: 409,
    key: 'annotations.stale_version',
    code: WorkRefusalCode.StaleVersion,
  },
  [AnnotationsErrorCode.NotAnnotatable]: {
    status: 409,
    key: 'annotations.not_annotatable',
    code: WorkRefusalCode.NotEditable,
  },
  [AnnotationsErrorCode.PointsOdd]: { status: 422, key: 'annotations.points_odd' },
} as const satisfies RefusalAnswers<AnnotationsErrorCode>;

export class AnnotationsException extends ModuleRefusal<AnnotationsErrorCode> {
  constructor(code: AnnotationsErrorCode, details?: RefusalDetails) {
    super(ANSWERS, code, details);
  }
}
