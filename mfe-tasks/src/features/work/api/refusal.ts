import { ApiError } from '@tutor/api-client';
import { WorkRefusalCode } from '@tutor/contracts';

const CODES: readonly string[] = Object.values(WorkRefusalCode);

/**
 * A 409 of the works API: its translated `message` and its machine-readable `code`
 * (stale_version, deadline_passed…), which ApiError does not keep.
 */
export class WorkRefusalError extends ApiError {
  constructor(
    readonly code: WorkRefusalCode | null,
    message: string | null,
  ) {
    super('errors.other', 409, message);
    this.name = 'WorkRefusalError';
  }
}

/** Axios options letting a 409 through as an answer, so `unlessRefused` can read its code. */
export const READ_REFUSALS = {
  validateStatus: (status: number) => (status >= 200 && status < 300) || status === 409,
};

function isCode(value: unknown): value is WorkRefusalCode {
  return typeof value === 'string' && CODES.includes(value);
}

/** The answer's data, or the WorkRefusalError a 409 carries. */
export function unlessRefused<T>(response: { status: number; data: unknown }): T {
  if (response.status !== 409) return response.data as T;
  const body: { message?: unknown; code?: unknown } =
    typeof response.data === 'object' && response.data !== null ? response.data : {};
  throw new WorkRefusalError(
    isCode(body.code) ? body.code : null,
    typeof body.message === 'string' ? body.message : null,
  );
}

export function isStaleVersion(error: unknown): boolean {
  return error instanceof WorkRefusalError && error.code === WorkRefusalCode.StaleVersion;
}
