import { useState } from 'react';
import { ApiError, toApiError, type FieldErrors } from '@tutor/api-client';

export interface SettingsForm<Values extends Record<string, string>> {
  values: Values;
  /** Sets one field and clears its error. */
  setField: (field: keyof Values & string, value: string) => void;
  fieldErrors: FieldErrors;
  /** A failure without a field list, for the red alert. */
  error: ApiError | null;
  busy: boolean;
  /** Whether the values differ from the last saved ones. */
  dirty: boolean;
  /** Sends the values; 422 field lists go under their fields. Answers null on failure. */
  submit: <Answer>(send: (values: Values) => Promise<Answer>) => Promise<Answer | null>;
  /** Takes new saved values (after a save, or when the saved ones change). */
  reset: (values: Values) => void;
}

/** The state of one settings form: values, per-field errors, busy, unsaved changes. */
export function useSettingsForm<Values extends Record<string, string>>(
  initial: Values,
): SettingsForm<Values> {
  const [saved, setSaved] = useState(initial);
  const [values, setValues] = useState(initial);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);

  const setField = (field: keyof Values & string, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const submit: SettingsForm<Values>['submit'] = async (send) => {
    setBusy(true);
    setFieldErrors({});
    setError(null);
    try {
      return await send(values);
    } catch (caught) {
      const failure = toApiError(caught);
      if (failure.hasFieldErrors) setFieldErrors(failure.fieldErrors);
      else setError(failure);
      return null;
    } finally {
      setBusy(false);
    }
  };

  const reset = (next: Values) => {
    setSaved(next);
    setValues(next);
  };

  const dirty = Object.keys(values).some((key) => values[key] !== saved[key]);
  return { values, setField, fieldErrors, error, busy, dirty, submit, reset };
}
