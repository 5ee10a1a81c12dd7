import { LoginStage, ROLE_UNSELECTED, type LoginPayload } from '@tutor/contracts';
import {
  REGISTRATION_DRAFT_KEY,
  REGISTRATION_DRAFT_TTL_MS,
  readRegistrationDraft,
  saveRegistrationDraft,
} from './registration-draft';

const FIELDS: LoginPayload = {
  stage: LoginStage.Registration,
  email: 'a@example.com',
  first_name: 'Аня',
  phone: '',
  role: 2,
  password: 'never-kept',
  agree: true,
};

describe('the registration draft in sessionStorage', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('keeps the fields without the password', () => {
    saveRegistrationDraft(FIELDS, 1000);
    expect(window.sessionStorage.getItem(REGISTRATION_DRAFT_KEY)).not.toContain('never-kept');
    expect(readRegistrationDraft(2000)).toEqual({
      email: 'a@example.com',
      first_name: 'Аня',
      phone: '',
      role: 2,
      agree: true,
    });
  });

  it('drops a draft past its hour', () => {
    saveRegistrationDraft(FIELDS, 1000);
    expect(readRegistrationDraft(1000 + REGISTRATION_DRAFT_TTL_MS + 1)).toBeNull();
    expect(window.sessionStorage.getItem(REGISTRATION_DRAFT_KEY)).toBeNull();
  });

  it.each([
    ['not JSON', '{'],
    ['no email', JSON.stringify({ ...FIELDS, email: '', saved_at: 1 })],
    ['a wrong type', JSON.stringify({ ...FIELDS, role: '2', saved_at: 1 })],
    ['no time', JSON.stringify({ ...FIELDS, role: ROLE_UNSELECTED })],
  ])('ignores what it did not write: %s', (_name, raw) => {
    window.sessionStorage.setItem(REGISTRATION_DRAFT_KEY, raw);
    expect(readRegistrationDraft(2)).toBeNull();
  });
});
