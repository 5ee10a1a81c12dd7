import { markForBall, type ScaleOptions } from './tasks';

describe('markForBall', () => {
  const fivePoint = { scale: 'five_point', thresholds: { 5: 85, 4: 70, 3: 50 } } as const;

  it.each([
    [85, 5],
    [84, 4],
    [70, 4],
    [50, 3],
    [49, 2],
  ])('gives %i of 100 the five-point mark %i', (ball, value) => {
    expect(markForBall(fivePoint, ball, 100)).toEqual({ scale: 'five_point', value });
  });

  it('counts in percent of max ball', () => {
    expect(markForBall(fivePoint, 9, 10)).toEqual({ scale: 'five_point', value: 5 });
  });

  it('passes from the pass percent', () => {
    const passFail = { scale: 'pass_fail', pass_percent: 60 } as const;
    expect(markForBall(passFail, 6, 10)).toEqual({ scale: 'pass_fail', passed: true });
    expect(markForBall(passFail, 5, 10)).toEqual({ scale: 'pass_fail', passed: false });
  });

  it('takes the highest custom band reached, whatever their order', () => {
    const custom: ScaleOptions = {
      scale: 'custom',
      options: [
        { label: 'хорошо', min_percent: 60 },
        { label: 'попробуй ещё', min_percent: 0 },
        { label: 'отлично', min_percent: 90 },
      ],
    };
    expect(markForBall(custom, 95, 100)).toEqual({ scale: 'custom', label: 'отлично' });
    expect(markForBall(custom, 60, 100)).toEqual({ scale: 'custom', label: 'хорошо' });
    expect(markForBall(custom, 10, 100)).toEqual({ scale: 'custom', label: 'попробуй ещё' });
  });

  it('shows points as ball of max', () => {
    expect(markForBall({ scale: 'points' }, 7, 10)).toEqual({
      scale: 'points',
      ball: 7,
      max_ball: 10,
    });
  });
});
