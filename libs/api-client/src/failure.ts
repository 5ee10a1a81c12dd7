import type { FieldErrors } from './api-error';
import { toApiError } from './map-error';

/** What a failed save shows: per-field lists under the fields, or one error for the alert. */
export interface Failure {
  fields: FieldErrors;
  error: unknown;
}

export const NO_FAILURE: Failure = { fields: {}, error: null };

export function toFailure(caught: unknown): Failure {
  const error = toApiError(caught);
  return error.hasFieldErrors ? { fields: error.fieldErrors, error: null } : { fields: {}, error };
}
