import type { FieldErrors } from '@tutor/api-client';

function valueAt(root: unknown, path: string): unknown {
  let value: unknown = root;
  for (const step of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[step];
  }
  return value;
}

/**
 * The 422 errors still true of the form: an error whose field (its path in the request
 * body) was edited since the failed save is dropped, so a fixed field loses its message
 * at once. `sent` is the body that failed, `now` the body the form would send now.
 */
export function freshErrors(fields: FieldErrors, sent: unknown, now: unknown): FieldErrors {
  return Object.fromEntries(
    Object.entries(fields).filter(
      ([path]) => JSON.stringify(valueAt(sent, path)) === JSON.stringify(valueAt(now, path)),
    ),
  );
}
