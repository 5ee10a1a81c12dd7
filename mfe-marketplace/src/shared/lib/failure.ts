import type { FieldErrors } from '@tutor/api-client';

/** The error lists of a field and of its parts (`exams` takes `exams.0` too). */
export function errorsOf(fields: FieldErrors, name: string): string[] {
  return Object.entries(fields)
    .filter(([path]) => path === name || path.startsWith(`${name}.`))
    .flatMap(([, texts]) => texts);
}
