import { useEffect, useState } from 'react';
import { LoginStage, type LoginPayload } from '@tutor/contracts';
import {
  clearRegistrationDraft,
  readRegistrationDraft,
  saveRegistrationDraft,
  type RegistrationDraft,
} from '../lib/registration-draft';

/** The draft this tab kept, read once when the page opens (null when unusable or none). */
export function useRegistrationDraft(usable: boolean): RegistrationDraft | null {
  const [draft] = useState(() => (usable ? readRegistrationDraft() : null));
  return draft;
}

/**
 * Keeps the registration stage's fields (never the password) while it is shown; leaving it
 * (back to change the email, or on to sign in) drops the draft.
 */
export function useKeepRegistrationDraft(fields: LoginPayload): void {
  useEffect(() => {
    if (fields.stage === LoginStage.Registration) saveRegistrationDraft(fields);
    else clearRegistrationDraft();
  }, [fields]);
}
