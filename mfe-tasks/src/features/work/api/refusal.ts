import { ApiError } from '@tutor/api-client';
import { WorkRefusalCode } from '@tutor/contracts';

const CODES: readonly string[] = Object.values(WorkRefusalCode);

function isCode(value: unknown): value is WorkRefusalCode {
  return typeof value === 'string' && CODES.includes(value);
}

/** The works API's reason for a refusal (stale_version, deadline_passed…), if it is one. */
export function refusalCode(error: unknown): WorkRefusalCode | null {
  return error instanceof ApiError && isCode(error.code) ? error.code : null;
}

/**
 * Refusals only loading the work again resolves: a stale version, or a timed work not
 * started (the page then shows its "Начать").
 */
export function needsReload(error: unknown): error is ApiError {
  const code = refusalCode(error);
  return code === WorkRefusalCode.StaleVersion || code === WorkRefusalCode.NotStarted;
}
