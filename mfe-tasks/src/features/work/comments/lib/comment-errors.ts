import { ApiError } from '@tutor/api-client';

/** A 422's texts for the comment's `text`; empty for any other failure. */
export function textErrors(error: unknown): string[] {
  return error instanceof ApiError && error.status === 422 ? (error.fieldErrors.text ?? []) : [];
}
