import type { MessageParams } from '../i18n/messages';
import { WorksErrorCode, WorksException } from './works.errors';

/** The work changed since the client read it (another tab, another checker). */
export const staleVersion = (): WorksException => new WorksException(WorksErrorCode.StaleVersion);

/** The timer ran out: the work was submitted just now and takes no more answers. */
export const timeIsUp = (): WorksException => new WorksException(WorksErrorCode.TimeIsUp);

/** A timed work takes answers only after "Начать" (POST …/start). */
export const notStarted = (): WorksException => new WorksException(WorksErrorCode.NotStarted);

export const deadlinePassed = (): WorksException =>
  new WorksException(WorksErrorCode.DeadlinePassed);

/** The work's status does not allow the step (a student's save after submitting…). */
export const notEditable = (
  code:
    | WorksErrorCode.NotEditable
    | WorksErrorCode.NotAwaitingCheck
    | WorksErrorCode.NewAttemptUnavailable,
): WorksException => new WorksException(code);

/** 422 about one field of the body, e.g. `answers.2.value`. */
export const fieldRefusal = (
  field: string,
  code: WorksErrorCode,
  params?: MessageParams,
): WorksException => new WorksException(code, { field, params });
