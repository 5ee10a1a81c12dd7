import { setRequestLocale } from '@tutor/api-client';
import { currentLocale, initI18n, onLocaleChange } from '@tutor/i18n';
import { useAppSettings, useSession } from '@tutor/session';

/**
 * What every page does before it renders, the shell's and a standalone remote's alike:
 * texts in the stored language, API calls in that language (settings follow a switch,
 * for the role names), and who is signed in.
 */
export function startPage(): void {
  initI18n();
  setRequestLocale(currentLocale());
  onLocaleChange((locale) => {
    setRequestLocale(locale);
    void useAppSettings.getState().load();
  });
  void useSession.getState().load();
  void useAppSettings.getState().load();
}
