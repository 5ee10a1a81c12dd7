import { useState } from 'react';
import type { AccountAnswer } from '@tutor/contracts';
import { ApiError, http, toApiError, type FieldErrors } from '@tutor/api-client';

export interface AccountFormState {
  busy: boolean;
  fieldErrors: FieldErrors;
  /** A failure without a field list, shown in the red alert. */
  error: ApiError | null;
  /** A message the server answered, shown translated. */
  message: string | null;
  /** Posts the form; a redirect is followed, a message kept. Answers null on failure. */
  submit: (path: string, payload: object) => Promise<AccountAnswer | null>;
}

/** Follows a redirect the server answered; it is always a path on this origin. */
export function followRedirect(redirect: string): void {
  window.location.assign(redirect);
}

/**
 * Posts an account form and splits the outcome the way the spec reads answers: a
 * redirect is followed, a message kept for the page, 422 field lists go under their
 * fields, anything else becomes one error for the red alert.
 */
export function useAccountForm(): AccountFormState {
  const [busy, setBusy] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<ApiError | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const submit = async (path: string, payload: object): Promise<AccountAnswer | null> => {
    setBusy(true);
    setFieldErrors({});
    setError(null);
    setMessage(null);
    try {
      const { data } = await http.post<AccountAnswer>(path, payload);
      if (data.redirect) followRedirect(data.redirect);
      else if (data.message) setMessage(data.message);
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

  return { busy, fieldErrors, error, message, submit };
}
