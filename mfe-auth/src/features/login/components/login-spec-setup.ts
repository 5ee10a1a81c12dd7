import type { AppSettings } from '@tutor/contracts';
import { useAppSettings } from '@tutor/session';

/** The public settings the login specs start from: no OAuth, a teacher gives a phone. */
export const LOGIN_SETTINGS: AppSettings = {
  oauth: [],
  roles: [
    { id: 1, name: 'Учитель', phone_required: true },
    { id: 2, name: 'Ученик', phone_required: false },
  ],
  logo: '/logo.svg',
  logo_title: 'Репетитор',
  referral_price_rub: 99,
};

/**
 * Gives every test of the calling spec file the login page's public settings, in a fresh
 * tab: nothing the page kept in sessionStorage (the registration draft) reaches the next test.
 */
export function withLoginSettings(settings: AppSettings = LOGIN_SETTINGS): void {
  beforeEach(() => useAppSettings.setState({ settings }));
  afterEach(() => window.sessionStorage.clear());
}
