import {
  SEARCH_TERMS_MAX,
  SEARCH_WORD_MAX,
  matchExpression,
  normaliseText,
  searchTerms,
  searchText,
  stemWord,
} from './russian-text';

describe('russian-text', () => {
  it('normalises: NFKC, lowercase, ё → е, markup, entities and punctuation out', () => {
    expect(normaliseText('  Ёлка, ЁЖИК — и «ёмкость»!  ')).toBe('елка ежик и емкость');
    expect(normaliseText('<p>Квадратные <b>уравнения</b></p><br/>x&nbsp;y &amp; z')).toBe(
      'квадратные уравнения x y z',
    );
    expect(normaliseText('&#1025;&#x436;')).toBe('еж');
    expect(normaliseText('<!-- скрыто -->видно<script>alert(1)</script>')).toBe('видно');
    // Full-width and compatibility forms, a decomposed ё, stress marks and soft hyphens.
    expect(normaliseText('ＡＢＣ x² ﬁ')).toBe('abc x2 fi');
    expect(normaliseText('е\u0308лка уравне\u0301ние пере\u00adнос')).toBe(
      'елка уравнение перенос',
    );
    // Prose with "<" is not markup.
    expect(normaliseText('a < b и b > c')).toBe('a b и b c');
    expect(normaliseText('"AND" OR NOT * - : ( ) ^ ~ NEAR/2')).toBe('and or not near 2');
    expect(normaliseText('!!! ... ---')).toBe('');
  });

  it('stems Russian words to one stem per word family', () => {
    const same = (words: string[]) =>
      expect(new Set(words.map((word) => searchText(word))).size).toBe(1);
    same(['уравнения', 'уравнение', 'уравнений', 'Уравнениями', 'УРАВНЕНИЕ']);
    same(['Ёлка', 'елка', 'ЁЛКИ', 'ёлкой']);
    same(['квадратные', 'квадратное', 'квадратных']);
    same(['дроби', 'дробь']);
    expect(searchText('уравнения')).toBe('уравнен');
    expect(stemWord('елки')).toBe('елк');
  });

  it('stems English words, keeps numbers and mixed words', () => {
    expect(searchText('Equations running')).toBe(searchText('equation runs'));
    expect(searchText('9 класс 10А ОГЭ-2025')).toBe('9 класс 10а огэ 2025');
  });

  it('cuts very long words and caps the query terms', () => {
    const long = 'щ'.repeat(500);
    expect(Array.from(searchText(long))).toHaveLength(SEARCH_WORD_MAX);
    expect(searchTerms(long)).toEqual([searchText(long)]);
    const many = Array.from({ length: 100 }, (_, i) => `слово${i}`).join(' ');
    expect(searchTerms(many)).toHaveLength(SEARCH_TERMS_MAX);
  });

  it('makes distinct terms and a quoted match expression without operators', () => {
    expect(searchTerms('Уравнения и уравнение, ИЛИ "дроби" OR -x*')).toEqual([
      'уравнен',
      'и',
      'ил',
      'дроб',
      'or',
      'x',
    ]);
    expect(matchExpression(['уравнен', 'or'])).toBe('"уравнен" "or"');
    expect(searchTerms('" \' * - : ( ) ^')).toEqual([]);
    for (const hostile of ['"', "'", '*', '-', ':', 'AND OR NOT', 'a"b', '\\', '%_', '\u0000']) {
      for (const term of searchTerms(hostile)) expect(term).toMatch(/^[\p{L}\p{N}]+$/u);
    }
  });
});
