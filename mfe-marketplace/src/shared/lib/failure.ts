import { toApiError, type FieldErrors } from '@tutor/api-client';

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

/** The error lists of a field and of its parts (`exams` takes `exams.0` too). */
export function errorsOf(fields: FieldErrors, name: string): string[] {
  return Object.entries(fields)
    .filter(([path]) => path === name || path.startsWith(`${name}.`))
    .flatMap(([, texts]) => texts);
}
