import { addTranslations, initI18n } from './index';
import { russianQuotesIn, russianQuotesInEnglish } from './quotes';

describe('Russian quotes in English texts', () => {
  it('finds «» at any depth and names the key', () => {
    expect(
      russianQuotesIn({ a: 'Group “Math”', b: { c: 'Task «{{title}}»', d: ['ok', '„x“'] } }),
    ).toEqual(['b.c', 'b.d.1']);
  });

  it('finds none in the shared English texts', () => {
    initI18n();
    expect(russianQuotesInEnglish()).toEqual([]);
  });

  it('reports a namespace that brings some, and not its Russian side', () => {
    addTranslations('quotes-probe', { ru: { a: 'Группа «А»' }, en: { a: 'Group «A»' } });
    expect(russianQuotesInEnglish()).toEqual(['quotes-probe:a']);
  });
});
