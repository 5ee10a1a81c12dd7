import type { FieldErrors } from '@tutor/api-client';

export { NO_FAILURE, toFailure, type Failure } from '@tutor/api-client';

/** The error lists at some paths of a 422, merged for one place in the form. */
export function errorsAt(fields: FieldErrors, ...paths: string[]): string[] {
  return paths.flatMap((path) => fields[path] ?? []);
}
