import { WorkRefusalCode } from '@tutor/contracts';
import { RefusalException } from '../common/errors/refusal.exception';
import type { MessageKey, MessageParams } from '../i18n/messages';

/** The work changed since the client read it (another tab, another checker). */
export const staleVersion = (): RefusalException =>
  new RefusalException(409, 'works.stale_version', { code: WorkRefusalCode.StaleVersion });

/** The timer ran out: the work was submitted just now and takes no more answers. */
export const timeIsUp = (): RefusalException =>
  new RefusalException(409, 'works.time_is_up', { code: WorkRefusalCode.TimeIsUp });

/** A timed work takes answers only after "Начать" (POST …/start). */
export const notStarted = (): RefusalException =>
  new RefusalException(409, 'works.not_started', { code: WorkRefusalCode.NotStarted });

export const deadlinePassed = (): RefusalException =>
  new RefusalException(409, 'works.deadline_passed', { code: WorkRefusalCode.DeadlinePassed });

/** The work's status does not allow the step (a student's save after submitting…). */
export const notEditable = (
  key: 'works.not_editable' | 'works.not_awaiting_check' | 'works.new_attempt_unavailable',
): RefusalException => new RefusalException(409, key, { code: WorkRefusalCode.NotEditable });

/** 422 about one field of the body, e.g. `answers.2.value`. */
export const fieldRefusal = (
  field: string,
  key: MessageKey,
  params?: MessageParams,
): RefusalException => new RefusalException(422, key, { field, params });
