import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './resources/en';
import { ru } from './resources/ru';

export const LOCALES = ['ru', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ru';
const STORAGE_KEY = 'locale';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The first of the browser's languages (its Accept-Language, in order) that the product
 * speaks: `en-US` gives en; ru when none fits.
 */
export function preferredLocale(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const language = tag.trim().toLowerCase().split('-')[0];
    if (isLocale(language)) return language;
  }
  return DEFAULT_LOCALE;
}

/** The language chosen before, else on a first visit the browser's. */
function startingLocale(): Locale {
  const browser = (): Locale => preferredLocale(globalThis.navigator?.languages ?? []);
  try {
    const saved = globalThis.localStorage?.getItem(STORAGE_KEY);
    return isLocale(saved) ? saved : browser();
  } catch {
    return browser();
  }
}

function rememberLocale(locale: string): void {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, locale);
  } catch {
    // Private mode or storage disabled: the choice lasts for this page only.
  }
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/**
 * Initialises the one i18next instance of the page. The shell calls it first; a remote
 * running standalone calls it too. Later calls return the same instance.
 */
export function initI18n(): I18n {
  if (i18next.isInitialized) return i18next;
  void i18next.use(initReactI18next).init({
    resources: { ru: { translation: ru }, en: { translation: en } },
    lng: startingLocale(),
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: LOCALES,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  rememberLocale(i18next.language);
  i18next.on('languageChanged', rememberLocale);
  return i18next;
}

/** A remote adds its own texts under its namespace, in both languages. */
export function addTranslations(namespace: string, resources: Record<Locale, object>): void {
  initI18n();
  for (const locale of LOCALES) {
    i18next.addResourceBundle(locale, namespace, resources[locale], true, true);
  }
}

export function currentLocale(): Locale {
  const language = initI18n().language;
  return isLocale(language) ? language : DEFAULT_LOCALE;
}

export async function changeLocale(locale: Locale): Promise<void> {
  await initI18n().changeLanguage(locale);
}

export function onLocaleChange(listener: (locale: Locale) => void): () => void {
  const handler = (language: string): void => {
    if (isLocale(language)) listener(language);
  };
  initI18n().on('languageChanged', handler);
  return () => initI18n().off('languageChanged', handler);
}

export { en, ru };
export { formatKopecks, formatMoney } from './money';
export { formatDate, formatDateTime, formatDayDigits, formatDayTime, formatTime } from './dates';
export { russianQuotesIn, russianQuotesInEnglish } from './quotes';
export { formatFileSize } from './sizes';
export type { Resources } from './resources/en';
