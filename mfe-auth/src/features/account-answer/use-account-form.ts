import { useState } from 'react';
import type { AccountAnswer } from '@tutor/contracts';
import { ApiError, http, toApiError, type FieldErrors } from '@tutor/api-client';

export interface AccountFormState {
  busy: boolean;
  fieldErrors: FieldErrors;
  /** A failure without a field list, shown in the red alert. */
  error: ApiError | null;
  submit: (path: string, payload: object) => Promise<AccountAnswer | null>;
  clearFieldError: (field: string) => void;
}

/**
 * Posts an account form and splits the outcome the way the spec reads answers: the
 * answer itself (redirect, message) for the caller, 422 field lists under their fields,
 * anything else as one error.
 */
export function useAccountForm(): AccountFormState {
  const [busy, setBusy] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<ApiError | null>(null);

  const submit = async (path: string, payload: object): Promise<AccountAnswer | null> => {
    setBusy(true);
    setFieldErrors({});
    setError(null);
    try {
      const { data } = await http.post<AccountAnswer>(path, payload);
      return data;
    } catch (caught) {
      const failure = toApiError(caught);
      if (failure.hasFieldErrors) setFieldErrors(failure.fieldErrors);
      else setError(failure);
      return null;
    } finally {
      setBusy(false);
    }
  };

  const clearFieldError = (field: string) =>
    setFieldErrors(({ [field]: _cleared, ...rest }) => rest);

  return { busy, fieldErrors, error, submit, clearFieldError };
}

/** Follows a redirect the server answered; it is always a path on this origin. */
export function followRedirect(redirect: string): void {
  window.location.assign(redirect);
}
