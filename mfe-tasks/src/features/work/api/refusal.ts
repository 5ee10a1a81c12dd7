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

export function isStaleVersion(error: unknown): error is ApiError {
  return refusalCode(error) === WorkRefusalCode.StaleVersion;
}
