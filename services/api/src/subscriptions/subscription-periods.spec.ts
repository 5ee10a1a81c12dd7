import { DAY_MS, addMonths, retryAt } from './subscription-periods';

describe('subscription periods', () => {
  it('adds calendar months, keeping the day where the month has it', () => {
    expect(addMonths(Date.UTC(2026, 0, 15, 10), 1)).toBe(Date.UTC(2026, 1, 15, 10));
    expect(addMonths(Date.UTC(2026, 11, 5), 1)).toBe(Date.UTC(2027, 0, 5));
    expect(addMonths(Date.UTC(2026, 0, 15), 3)).toBe(Date.UTC(2026, 3, 15));
  });

  it('ends on the last day of a shorter month', () => {
    expect(addMonths(Date.UTC(2026, 0, 31), 1)).toBe(Date.UTC(2026, 1, 28));
    expect(addMonths(Date.UTC(2028, 0, 31), 1)).toBe(Date.UTC(2028, 1, 29));
    expect(addMonths(Date.UTC(2026, 2, 31), 1)).toBe(Date.UTC(2026, 3, 30));
  });

  it('retries a failed renewal three times over seven days, then no more', () => {
    const end = Date.UTC(2026, 4, 1);
    expect([1, 2, 3].map((failed) => retryAt(end, failed))).toEqual([
      end + DAY_MS,
      end + 3 * DAY_MS,
      end + 7 * DAY_MS,
    ]);
    expect(retryAt(end, 4)).toBeUndefined();
  });
});
