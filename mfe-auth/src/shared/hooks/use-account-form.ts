import { useState } from 'react';
import { ApiError, toApiError, type FieldErrors } from '@tutor/api-client';
import {
  postAccountForm,
  type AccountAnswer,
  type AccountFormPath,
  type AccountPayloads,
} from '../api/post-account-form';
import { followRedirect } from '../lib/follow-redirect';

/** How a page treats an answer's message: a success note, or its own handling. */
export type MessageOutcome = 'success' | (() => void);

export interface AnswerNote {
  message: string;
  /** Values for the message's placeholders ({{provider}}, {{email}}). */
  params?: Readonly<Record<string, string>>;
  tone: 'success' | 'error';
}

export interface AccountFormState {
  busy: boolean;
  fieldErrors: FieldErrors;
  /** A failure without a field list, shown in the red alert. */
  error: ApiError | null;
  /** The answer's message as a note; messages a page does not expect are errors. */
  note: AnswerNote | null;
  submit: <P extends AccountFormPath>(
    path: P,
    payload: AccountPayloads[P],
    outcomes?: Record<string, MessageOutcome>,
  ) => Promise<AccountAnswer | null>;
  showNote: (note: AnswerNote | null) => void;
  clearFieldError: (field: string) => void;
}

/**
 * Posts an account form and reads the answer the way the spec does: a redirect is
 * followed; a message the page expects is handled or shown as success; any other message
 * is an error; 422 field lists go under their fields; other failures to the red alert.
 */
export function useAccountForm(): AccountFormState {
  const [busy, setBusy] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<ApiError | null>(null);
  const [note, setNote] = useState<AnswerNote | null>(null);

  const readAnswer = (answer: AccountAnswer, outcomes: Record<string, MessageOutcome>) => {
    if (answer.redirect) return followRedirect(answer.redirect);
    if (!answer.message) return;
    const outcome = outcomes[answer.message];
    if (typeof outcome === 'function') outcome();
    else setNote({ message: answer.message, tone: outcome === 'success' ? 'success' : 'error' });
  };

  const submit: AccountFormState['submit'] = async (path, payload, outcomes = {}) => {
    setBusy(true);
    setFieldErrors({});
    setError(null);
    setNote(null);
    try {
      const data = await postAccountForm(path, payload);
      readAnswer(data, outcomes);
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

  // A field's error goes as soon as the field is edited (a stale error misleads).
  const clearFieldError = (field: string) =>
    setFieldErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });

  return { busy, fieldErrors, error, note, submit, showNote: setNote, clearFieldError };
}
