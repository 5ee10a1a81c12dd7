import {
  dayStart,
  isFiltered,
  readLibraryState,
  toTaskPageQuery,
  withoutFilters,
  withParam,
} from './library-query';

const state = (search: string) => readLibraryState(new URLSearchParams(search));

describe('the library query in the address', () => {
  it('reads a day as its local midnight, and refuses days that do not exist', () => {
    expect(dayStart('2026-03-01')).toBe(new Date(2026, 2, 1).getTime());
    expect(dayStart('2026-03-31', 1)).toBe(new Date(2026, 3, 1).getTime());
    expect(dayStart('2026-02-30')).toBeUndefined();
    expect(dayStart('1969-12-31')).toBeUndefined();
    expect(dayStart('01.03.2026')).toBeUndefined();
  });

  it('asks for the whole last day, and drops an end before the start', () => {
    expect(toTaskPageQuery(state('from=2026-03-02&to=2026-03-02'))).toEqual({
      from: new Date(2026, 2, 2).getTime(),
      to: new Date(2026, 2, 3).getTime(),
      sort: 'newest',
      page: 1,
    });
    expect(toTaskPageQuery(state('from=2026-03-05&to=2026-03-01'))).toEqual({
      from: new Date(2026, 2, 5).getTime(),
      sort: 'newest',
      page: 1,
    });
  });

  it('starts a changed filter from page 1 and leaves defaults out of the address', () => {
    const params = new URLSearchParams('q=дроби&page=3');
    expect(withParam(params, 'status', 'sent').toString()).toBe(
      new URLSearchParams('q=дроби&status=sent').toString(),
    );
    expect(withParam(params, 'sort', 'newest').toString()).toBe(
      new URLSearchParams('q=дроби').toString(),
    );
    expect(withParam(params, 'page', '1').toString()).toBe(
      new URLSearchParams('q=дроби').toString(),
    );
    expect(withParam(params, 'q', '').toString()).toBe('');
  });

  it('resets search and filters but keeps the sort', () => {
    const params = new URLSearchParams('q=x&subject=2&status=draft&sort=title&page=2');
    expect(withoutFilters(params).toString()).toBe('sort=title');
    expect(isFiltered(state('sort=title&page=2'))).toBe(false);
    expect(isFiltered(state('q=%20%20'))).toBe(false);
    expect(isFiltered(state('status=all'))).toBe(true);
  });
});
