/** The languages the API answers in; ru is the product's default. */
export const LOCALES = ['ru', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ru';

/** A text given per language, as in ROLES names: `{ "ru": "Учитель", "en": "Teacher" }`. */
export type LocalizedText = Partial<Record<Locale, string>>;

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

interface LanguageRange {
  language: string;
  quality: number;
  order: number;
}

function parseRange(part: string, order: number): LanguageRange | undefined {
  const [tag = '', ...params] = part.trim().split(';');
  const language = tag.trim().toLowerCase().split('-')[0] ?? '';
  if (language === '') return undefined;
  const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
  const quality = q === undefined ? 1 : Number(q.slice(2));
  return Number.isFinite(quality) ? { language, quality, order } : undefined;
}

/** Picks the best supported language of an Accept-Language header, ru when none fits. */
export function resolveLocale(acceptLanguage: string | undefined): Locale {
  if (acceptLanguage === undefined) return DEFAULT_LOCALE;
  const ranges = acceptLanguage
    .split(',')
    .map(parseRange)
    .filter((range): range is LanguageRange => range !== undefined && range.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order);
  const match = ranges.find((range) => isLocale(range.language));
  return match !== undefined && isLocale(match.language) ? match.language : DEFAULT_LOCALE;
}

/** The text in the wanted language, else ru, else any given one. */
export function pickText(text: string | LocalizedText, locale: Locale): string {
  if (typeof text === 'string') return text;
  return (
    text[locale] ?? text[DEFAULT_LOCALE] ?? Object.values(text).find((v) => v !== undefined) ?? ''
  );
}
