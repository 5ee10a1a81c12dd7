import { newStemmer } from 'snowball-stemmers';

/**
 * The one text function of the searches (the marketplace catalogue's and the task
 * library's): what is indexed and what is searched for both go through here, so the
 * databases only ever compare
 * ready-made stems (PostgreSQL with the 'simple' configuration, SQLite's FTS5 with
 * unicode61): the same words match on both.
 */

const russian = newStemmer('russian');
const english = newStemmer('english');

/** Longer "words" (base64, links run together) are cut: PostgreSQL skips lexemes over 2 KB. */
export const SEARCH_WORD_MAX = 64;
/** A query's distinct terms beyond these are ignored (a 200-character query has ≤ 100). */
export const SEARCH_TERMS_MAX = 24;
/** Raw query text looked at (the API accepts MATERIAL_LIMITS.queryMax = 200 characters). */
const QUERY_CHARS_MAX = 1000;

const HTML_COMMENT = /<!--[\s\S]*?(?:-->|$)/g;
const HTML_BLOCK = /<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
/** A tag as markup writes it (`<p>`, `</b>`, `<br/>`, `<a href="…">`), not `a < b` in prose. */
const HTML_TAG = /<\/?[a-z][a-z0-9-]*(?:\s[^<>]*)?\/?>/gi;
const HTML_ENTITY = /&(?:#(\d{1,7})|#x([0-9a-f]{1,6})|([a-z][a-z0-9]{1,31}));/gi;
/** Invisible characters inside words: combining marks (stress accents), soft hyphens, joiners. */
const JOINERS = /[\p{M}\p{Cf}]+/gu;
const SEPARATORS = /[^\p{L}\p{N}]+/gu;
const CYRILLIC_WORD = /^\p{Script=Cyrillic}+$/u;
const LATIN_WORD = /^[a-z]+$/;

function decodeEntity(_: string, decimal?: string, hex?: string, name?: string): string {
  if (name !== undefined) return name.toLowerCase() === 'shy' ? '' : ' ';
  const code = decimal !== undefined ? Number(decimal) : Number.parseInt(hex ?? '', 16);
  const valid = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
  return valid ? String.fromCodePoint(code) : ' ';
}

/**
 * Plain words of a text, space-separated: NFKC, lowercase, ё → е, HTML markup and entities
 * and punctuation (any character but a letter or a digit) removed, stress marks and soft
 * hyphens dropped inside words, spaces collapsed.
 */
export function normaliseText(text: string): string {
  return text
    .replace(HTML_COMMENT, ' ')
    .replace(HTML_BLOCK, ' ')
    .replace(HTML_TAG, ' ')
    .replace(HTML_ENTITY, decodeEntity)
    .normalize('NFKC')
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(JOINERS, '')
    .replace(SEPARATORS, ' ')
    .trim();
}

const stems = new Map<string, string>();
const STEM_CACHE_MAX = 20_000;

/**
 * The Snowball stem of one normalised word: Russian for Cyrillic words, English (Porter2)
 * for Latin ones, other words (numbers, mixed) as they are; at most SEARCH_WORD_MAX
 * characters.
 */
export function stemWord(word: string): string {
  const known = stems.get(word);
  if (known !== undefined) return known;
  let stem = CYRILLIC_WORD.test(word)
    ? russian.stem(word)
    : LATIN_WORD.test(word)
      ? english.stem(word)
      : word;
  if (stem === '') stem = word;
  if (stem.length > SEARCH_WORD_MAX) stem = Array.from(stem).slice(0, SEARCH_WORD_MAX).join('');
  if (stems.size >= STEM_CACHE_MAX) stems.clear();
  stems.set(word, stem);
  return stem;
}

function words(text: string): string[] {
  const plain = normaliseText(text);
  return plain === '' ? [] : plain.split(' ');
}

/** What the index stores for a text: its normalised words, stemmed, space-separated. */
export function searchText(text: string): string {
  return words(text).map(stemWord).join(' ');
}

/**
 * A query's distinct stems in their order (at most SEARCH_TERMS_MAX); none for a query
 * without a letter or a digit. Only letters and digits remain, so no term can carry an
 * operator, a quote or a wildcard of either database's query syntax.
 */
export function searchTerms(query: string): string[] {
  const terms = new Set(words(query.slice(0, QUERY_CHARS_MAX)).map(stemWord));
  return [...terms].slice(0, SEARCH_TERMS_MAX);
}

/**
 * The terms as one query string both databases read the same way: each term quoted, all
 * of them required (FTS5's implicit AND of phrases; websearch_to_tsquery's `&` — quoting
 * keeps a term such as "or" from being taken for its OR operator).
 */
export function matchExpression(terms: readonly string[]): string {
  return terms.map((term) => `"${term}"`).join(' ');
}
