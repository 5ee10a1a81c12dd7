import i18next from 'i18next';

const RUSSIAN_QUOTES = /[«»„]/;

/** The key paths of a resource tree whose text holds Russian quotes («»). */
export function russianQuotesIn(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]: [string, unknown]) => {
    const path = `${prefix}${key}`;
    if (typeof value === 'string') return RUSSIAN_QUOTES.test(value) ? [path] : [];
    return typeof value === 'object' && value !== null ? russianQuotesIn(value, `${path}.`) : [];
  });
}

/**
 * English texts of every namespace added so far that use Russian quotes (an English text
 * takes “ ” or none), as `namespace:key.path`; a project's spec adds its texts and
 * expects none.
 */
export function russianQuotesInEnglish(): string[] {
  const bundles: Record<string, object> = i18next.getDataByLanguage('en') ?? {};
  return Object.entries(bundles).flatMap(([namespace, tree]) =>
    russianQuotesIn(tree).map((path) => `${namespace}:${path}`),
  );
}
