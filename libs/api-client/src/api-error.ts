import { ErrorKey, type ErrorKey as ErrorKeyType } from '@tutor/contracts';

export type FieldErrors = Record<string, string[]>;

/**
 * A failed API call, already mapped to the spec's error catalogue: `key` names the text
 * to show, `fieldErrors` holds a 422's per-field lists, `serverMessage` what the API said.
 */
export class ApiError extends Error {
  constructor(
    readonly key: ErrorKeyType | 'errors.other',
    readonly status: number | null,
    readonly serverMessage: string | null,
    readonly fieldErrors: FieldErrors = {},
    readonly retryAfterSeconds: number | null = null,
    /** A machine-readable `code` the answer carried beside its message (e.g. stale_version). */
    readonly code: string | null = null,
  ) {
    super(serverMessage ?? key);
    this.name = 'ApiError';
  }

  get hasFieldErrors(): boolean {
    return Object.keys(this.fieldErrors).length > 0;
  }

  /** No answer came: the browser is offline or the connection dropped; nothing was refused. */
  get isNetwork(): boolean {
    return this.key === ErrorKey.NetworkError;
  }
}

export { ErrorKey };
