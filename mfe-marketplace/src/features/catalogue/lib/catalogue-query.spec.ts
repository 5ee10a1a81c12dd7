import { hasFilters, readCatalogueQuery, withoutFilters, withParams } from './catalogue-query';

const read = (search: string, withScopes = true) =>
  readCatalogueQuery(new URLSearchParams(search), withScopes);

describe('the catalogue query in the address', () => {
  it('reads every filter, the order, the page and the scope', () => {
    expect(
      read(
        'q=+дроби+&subject=algebra&grade=8&exam=oge&price_kind=paid&price_min=100&price_max=900' +
          '&rating_min=4.5&sort=newest&page=3&scope=mine',
      ),
    ).toEqual({
      q: 'дроби',
      subject: 'algebra',
      grade: 8,
      exam: 'oge',
      price_kind: 'paid',
      price_min: 100,
      price_max: 900,
      rating_min: 4.5,
      sort: 'newest',
      page: 3,
      scope: 'mine',
    });
  });

  it('leaves out what it does not know, and starts at page 1', () => {
    expect(
      read('subject=magic&grade=12&exam=gia&price_min=-5&rating_min=9&sort=random&page=0'),
    ).toEqual({ page: 1 });
  });

  it('keeps a student in the catalogue', () => {
    expect(read('scope=mine', false)).toEqual({ page: 1 });
    expect(read('scope=catalogue')).toEqual({ page: 1 });
  });

  it('tells whether any filter is set (the order and the scope are not filters)', () => {
    expect(hasFilters(read('sort=rating&scope=favourites&page=2'))).toBe(false);
    expect(hasFilters(read('exam=ege'))).toBe(true);
  });

  it('goes back to page 1 on a change, but not when the page itself changes', () => {
    const params = new URLSearchParams('subject=algebra&page=3');
    expect(withParams(params, { grade: '7' }).toString()).toBe('subject=algebra&grade=7');
    expect(withParams(params, { page: '4' }).toString()).toBe('subject=algebra&page=4');
    expect(withParams(params, { subject: '' }).toString()).toBe('');
  });

  it('clears the filters but keeps the scope and the order', () => {
    const params = new URLSearchParams('scope=mine&sort=newest&q=x&grade=5&page=2');
    expect(withoutFilters(params).toString()).toBe('scope=mine&sort=newest');
  });
});
