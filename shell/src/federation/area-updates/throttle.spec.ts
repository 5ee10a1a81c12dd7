import { createThrottle } from './throttle';

describe('createThrottle', () => {
  let now = 0;
  const throttle = () => createThrottle(30_000, () => now);
  beforeEach(() => {
    now = 1_000;
  });

  it('lets the first check through and holds the next ones for the interval', () => {
    const allow = throttle();
    expect(allow()).toBe(true);
    now += 29_999;
    expect(allow()).toBe(false);
    now += 1;
    expect(allow()).toBe(true);
    expect(allow()).toBe(false);
  });

  it('always lets a forced check through, and counts it', () => {
    const allow = throttle();
    expect(allow()).toBe(true);
    expect(allow(true)).toBe(true);
    now += 20_000;
    expect(allow()).toBe(false);
  });
});
