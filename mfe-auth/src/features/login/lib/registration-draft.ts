import { LoginStage, type LoginPayload } from '@tutor/contracts';

/**
 * What was typed at the registration stage, kept in this tab's sessionStorage so a reload
 * (or a slip of the back button) returns to it. Never the password.
 */
export type RegistrationDraft = Pick<
  LoginPayload,
  'email' | 'first_name' | 'phone' | 'role' | 'agree'
>;

export const REGISTRATION_DRAFT_KEY = 'tutor.registration-draft';
/** A draft older than this is dropped: the person has moved on. */
export const REGISTRATION_DRAFT_TTL_MS = 60 * 60_000;

interface Stored extends RegistrationDraft {
  saved_at: number;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // storage refused (privacy settings): the page works without a draft
    return null;
  }
}

export function saveRegistrationDraft(fields: LoginPayload, now = Date.now()): void {
  const { email, first_name, phone, role, agree } = fields;
  const stored: Stored = { email, first_name, phone, role, agree, saved_at: now };
  try {
    storage()?.setItem(REGISTRATION_DRAFT_KEY, JSON.stringify(stored));
  } catch {
    // a full or refused storage only costs the draft
  }
}

export function clearRegistrationDraft(): void {
  storage()?.removeItem(REGISTRATION_DRAFT_KEY);
}

/** The draft of this tab, if there is a fresh one with an email; anything else is dropped. */
export function readRegistrationDraft(now = Date.now()): RegistrationDraft | null {
  const raw = storage()?.getItem(REGISTRATION_DRAFT_KEY) ?? null;
  if (raw === null) return null;
  const draft = parse(raw);
  if (draft === null || now - draft.saved_at > REGISTRATION_DRAFT_TTL_MS || now < draft.saved_at) {
    clearRegistrationDraft();
    return null;
  }
  const { saved_at: _savedAt, ...fields } = draft;
  return fields;
}

function parse(raw: string): Stored | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { email, first_name, phone, role, agree, saved_at } = value as Partial<
    Record<keyof Stored, unknown>
  >;
  if (
    typeof email === 'string' &&
    email !== '' &&
    typeof first_name === 'string' &&
    typeof phone === 'string' &&
    typeof role === 'number' &&
    Number.isInteger(role) &&
    typeof agree === 'boolean' &&
    typeof saved_at === 'number'
  ) {
    return { email, first_name, phone, role, agree, saved_at };
  }
  return null;
}

/** The login form's start: the registration stage with the draft, when there is one. */
export function withDraft(
  initial: Partial<LoginPayload>,
  draft: RegistrationDraft | null,
): Partial<LoginPayload> {
  if (draft === null) return initial;
  return { ...initial, ...draft, stage: LoginStage.Registration, password: '' };
}
